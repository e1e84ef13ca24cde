'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { movedAnchorUrl, PAGE_MAP_ATTRIBUTE } from '@/lib/openapi/page-map';
import { localStore } from '@/lib/storage/storage';
import { writeClipboard } from '@/lib/ui/clipboard';
import { tabIndexForKey } from '@/lib/ui/tabs';
import { fragmentId } from '@/lib/url/fragment';

const LANGUAGE_KEY = 'api-sample-language';

// The "Try it" console is its own chunk, fetched on the first click on a "Try it" button together
// with the operation's module (public/try-it/<api>/<operation>.js, imported by URL outside the
// bundle). The console is shown once both are in: one layout and paint rather than a loading state
// first (and not React.lazy, whose Suspense fallback holds content back for 300 ms once shown).
type ConsoleComponent = typeof import('./try-it/try-it-console.client')['default'];
const loadConsole = () => import('./try-it/try-it-console.client').then((m) => m.default);
// The import by URL runs from a chunk loaded on demand (see module-import.ts: the CSP's 'strict-dynamic').
const importModule = (url: string): Promise<unknown> =>
  import('./try-it/module-import').then((m) => m.importByUrl(url)).catch((error: Error) => error);

/**
 * Both parts of a console, each fetched once (the module map and Turbopack keep them): on the first
 * intent to open (a pointer over or down on the button) or on the click itself. The operation's
 * module first: Turbopack's chunk loader searches the page's DOM before its own request goes out.
 */
const loadTryIt = (button: HTMLElement) => {
  const mod = importModule(button.dataset.tryIt!);
  return Promise.all([loadConsole(), mod]);
};

interface OpenConsole {
  button: HTMLElement;
  host: HTMLElement;
  title: string;
  fullscreen: boolean;
  Console: ConsoleComponent;
  mod: unknown;
}

/**
 * The element the console renders into: beside the operation (top of its samples column), or, on
 * a phone, a full-screen layer on the body (the operation's containment would clip a fixed layer).
 * The column is found among the operation's children and marked itself: neither a search nor a
 * style invalidation goes through the operation's content.
 */
function consoleHost(button: HTMLElement, Console: ConsoleComponent, mod: unknown): OpenConsole {
  const section = button.closest<HTMLElement>('.operation')!;
  const host = document.createElement('div');
  host.className = 'try-it-host';
  const fullscreen = window.matchMedia('(max-width: 768px)').matches;
  const column = fullscreen
    ? undefined
    : [...section.children].find((el) => el.classList.contains('operation-samples'));
  if (column) {
    column.classList.add('try-it-beside');
    column.prepend(host);
  } else {
    host.classList.add('try-it-fullscreen');
    document.body.append(host);
  }
  button.setAttribute('aria-expanded', 'true');
  const title = document.getElementById(`${section.id}-title`)?.firstChild?.textContent ?? section.id;
  return { button, host, title, fullscreen: !column, Console, mod };
}

function closeHost({ button, host }: OpenConsole) {
  host.parentElement?.classList.remove('try-it-beside');
  host.remove();
  button.setAttribute('aria-expanded', 'false');
}

/** Selects a tab in one panel group. */
function select(group: Element, key: string) {
  for (const tab of group.querySelectorAll<HTMLElement>('[data-tab]')) {
    const on = tab.dataset.tab === key;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of group.querySelectorAll<HTMLElement>('[data-panel]')) panel.hidden = panel.dataset.panel !== key;
}

/** Every language group follows the reader's choice. */
function selectLanguage(key: string) {
  for (const group of document.querySelectorAll('[data-tab-group="language"]'))
    if (group.querySelector(`[data-tab="${CSS.escape(key)}"]`)) select(group, key);
}

async function copy(text: string, button: HTMLElement) {
  try {
    await writeClipboard(text);
    const label = button.textContent;
    button.textContent = 'Copied';
    setTimeout(() => (button.textContent = label), 2000);
  } catch {
    // Clipboard refused (permissions): the text stays selectable.
  }
}

/** Shows a tab's panel; a language choice applies to every sample group and is remembered. */
function choose(tab: HTMLElement) {
  const group = tab.closest('[data-tab-group]')!;
  if (group.getAttribute('data-tab-group') === 'language') {
    selectLanguage(tab.dataset.tab!);
    localStore.set(LANGUAGE_KEY, tab.dataset.tab!);
  } else select(group, tab.dataset.tab!);
}

/** Arrow keys, Home and End on a focused sample tab move to another tab and show its panel. */
function onTabKey(event: KeyboardEvent) {
  const tab = (event.target as HTMLElement).closest?.<HTMLElement>('[role="tab"][data-tab]');
  const tabs = tab ? [...tab.closest('[role="tablist"]')!.querySelectorAll<HTMLElement>('[data-tab]')] : [];
  const next = tab ? tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length) : undefined;
  if (next === undefined) return;
  event.preventDefault();
  choose(tabs[next]);
  tabs[next].focus();
}

/** How long a deep-linked target is kept in place while the page above it settles (about 1 s). */
const PIN_FRAMES = 60;

/**
 * Scrolls to a target and keeps it there while the page above it settles: sections that
 * `content-visibility: auto` skipped get their real height as they are laid out, and the body of a
 * page reached by client-side navigation arrives after the router's own scroll. Any input from the
 * reader ends it, so it never fights a scroll.
 */
function pinIntoView(target: HTMLElement) {
  target.scrollIntoView();
  const wanted = target.getBoundingClientRect().top;
  let frame = 0;
  let frames = 0;
  // A click counts too: one synthesized without a mouse (assistive technology, el.click()) has no mousedown.
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown', 'click'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  const check = () => {
    if (Math.abs(target.getBoundingClientRect().top - wanted) > 1) target.scrollIntoView();
    if (++frames < PIN_FRAMES) frame = requestAnimationFrame(check);
    else stop();
  };
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(check);
}

/**
 * Opens the schema a hash points to and scrolls to a deep-linked operation below the navbar. On the
 * main page of a split reference, an anchor that moved to another page is forwarded there.
 */
function revealHash() {
  const id = fragmentId(window.location.hash);
  const target = id && document.getElementById(id);
  if (!target) {
    const moved = movedAnchorUrl(document.querySelector(`script[${PAGE_MAP_ATTRIBUTE}]`)?.textContent, id);
    if (moved) window.location.replace(moved);
    return;
  }
  if (target instanceof HTMLDetailsElement) target.open = true;
  pinIntoView(target);
}

/** Offset below the fixed navbar at which an operation counts as "in view". */
const ACTIVE_OFFSET = 160;

/** Keeps a navigation link visible inside the navigation column, without scrolling the page. */
function keepInNav(link: HTMLElement) {
  const column = link.closest<HTMLElement>('.api-sidebar');
  if (!column || column.offsetParent === null) return;
  const linkBox = link.getBoundingClientRect();
  const columnBox = column.getBoundingClientRect();
  if (linkBox.top < columnBox.top) column.scrollTop -= columnBox.top - linkBox.top + 16;
  else if (linkBox.bottom > columnBox.bottom) column.scrollTop += linkBox.bottom - columnBox.bottom + 16;
}

/** Highlights the navigation link of the last operation whose top has passed below the navbar. */
function watchOperations(): () => void {
  const links = new Map(
    [...document.querySelectorAll<HTMLAnchorElement>('[data-nav-op]')].map((a) => [a.dataset.navOp!, a]),
  );
  const sections = [...document.querySelectorAll<HTMLElement>('.operation')];
  let current: string | undefined;
  let frame = 0;
  const update = () => {
    let active: string | undefined;
    for (const section of sections) if (section.getBoundingClientRect().top <= ACTIVE_OFFSET) active = section.id;
    if (active === current) return;
    current = active;
    for (const [id, link] of links) link.toggleAttribute('aria-current', id === active);
    const link = active ? links.get(active) : undefined;
    if (link) keepInNav(link);
  };
  const onScroll = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
  };
}

/**
 * The only client code of a reference page: tabs (language remembered), copy buttons, copy-link,
 * deep links and the navigation highlight, by event delegation over server-rendered HTML; and the
 * "Try it" console, whose code loads on the first open.
 */
export function ApiEnhancer() {
  const [tryIt, setTryIt] = useState<OpenConsole | null>(null);
  // The open console, changed only through show(): the DOM work stays out of state updaters
  // (which Strict Mode runs twice).
  const open = useRef<OpenConsole | null>(null);
  const show = useCallback((next: OpenConsole | null) => {
    if (open.current) closeHost(open.current);
    open.current = next;
    setTryIt(next);
  }, []);
  useEffect(() => {
    const saved = localStore.get(LANGUAGE_KEY);
    if (saved) selectLanguage(saved);
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      const tab = target.closest<HTMLElement>('[data-tab]');
      if (tab) return choose(tab);
      const copyButton = target.closest<HTMLElement>('[data-copy]');
      if (copyButton) return void copy(copyButton.parentElement?.querySelector('pre')?.textContent ?? '', copyButton);
      const linkButton = target.closest<HTMLElement>('[data-copy-link]');
      if (linkButton)
        return void copy(
          `${window.location.origin}${window.location.pathname}#${linkButton.dataset.copyLink}`,
          linkButton,
        );
      const tryButton = target.closest<HTMLElement>('[data-try-it]');
      if (tryButton) {
        if (tryButton.getAttribute('aria-expanded') === 'true') return show(null);
        // Busy only when loading is slow: an attribute change costs a style pass and a paint.
        const busy = setTimeout(() => tryButton.setAttribute('aria-busy', 'true'), 200);
        loadTryIt(tryButton)
          .then(
            // Rendered at once, not in the scheduler's next task: otherwise a frame is laid out and
            // painted in between for nothing.
            ([Console, mod]) => flushSync(() => show(consoleHost(tryButton, Console, mod))),
            // The chunk failed (offline, or a deploy replaced it): a reload gets the current one.
            () => (tryButton.textContent = 'Try it (could not load: reload the page)'),
          )
          .finally(() => {
            clearTimeout(busy);
            tryButton.removeAttribute('aria-busy');
          });
      }
    };
    // Intent to open: the fetches start before the click (a press takes 50 to 150 ms).
    const intended = new WeakSet<HTMLElement>();
    const onIntent = (event: PointerEvent) => {
      const button = (event.target as HTMLElement).closest?.<HTMLElement>('[data-try-it]');
      if (button && !intended.has(button)) {
        intended.add(button);
        loadTryIt(button).catch(() => {
          // Reported by the click, if one comes.
        });
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('pointerdown', onIntent, { passive: true });
    document.addEventListener('keydown', onTabKey);
    window.addEventListener('hashchange', revealHash);
    revealHash();
    const stop = watchOperations();
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('pointerdown', onIntent);
      document.removeEventListener('keydown', onTabKey);
      window.removeEventListener('hashchange', revealHash);
      stop();
    };
  }, [show]);
  if (!tryIt) return null;
  const close = () => {
    show(null);
    tryIt.button.focus();
  };
  const { Console } = tryIt;
  return createPortal(
    <Console mod={tryIt.mod} title={tryIt.title} fullscreen={tryIt.fullscreen} onClose={close} />,
    tryIt.host,
  );
}
