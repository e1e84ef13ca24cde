import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

// The "Try it" console is its own chunk, fetched on the first click on a "Try it" button together
// with the operation's module (public/try-it/<api>/<operation>.js, imported by URL outside the
// bundle). The console is shown once both are in: one layout and paint rather than a loading state
// first (and not React.lazy, whose Suspense fallback holds content back for 300 ms once shown).
type ConsoleComponent = typeof import('../try-it/try-it-console.client')['default'];
const loadConsole = () => import('../try-it/try-it-console.client').then((m) => m.default);
// The import by URL runs from a chunk loaded on demand (see module-import.ts: the CSP's 'strict-dynamic').
const importModule = (url: string): Promise<unknown> =>
  import('../try-it/module-import').then((m) => m.importByUrl(url)).catch((error: Error) => error);

/**
 * Both parts of a console, each fetched once (the module map and Turbopack keep them): on the first
 * intent to open (a pointer over or down on the button) or on the click itself. The operation's
 * module first: Turbopack's chunk loader searches the page's DOM before its own request goes out.
 */
const loadTryIt = (button: HTMLElement) => {
  const mod = importModule(button.dataset.tryIt!);
  return Promise.all([loadConsole(), mod]);
};

export interface OpenConsole {
  button: HTMLElement;
  host: HTMLElement;
  title: string;
  fullscreen: boolean;
  /** The operation's samples column: the console opens on the body example its switcher shows. */
  samples: Element | undefined;
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
  const samples = [...section.children].find((el) => el.classList.contains('operation-samples'));
  const column = fullscreen ? undefined : samples;
  if (column) {
    column.classList.add('try-it-beside');
    column.prepend(host);
  } else {
    host.classList.add('try-it-fullscreen');
    document.body.append(host);
  }
  button.setAttribute('aria-expanded', 'true');
  const title = document.getElementById(`${section.id}-title`)?.firstChild?.textContent ?? section.id;
  return { button, host, title, fullscreen: !column, samples, Console, mod };
}

function closeHost({ button, host }: OpenConsole) {
  host.parentElement?.classList.remove('try-it-beside');
  host.remove();
  button.setAttribute('aria-expanded', 'false');
}

/**
 * The "Try it" buttons: the first intent to open starts the fetches, a click opens the console
 * (closing the one open) or closes it. Gives the open console, and `close`, which returns the focus
 * to its button.
 */
export function useTryIt(loadFailed: string): { open: OpenConsole | null; close: () => void } {
  const [open, setOpen] = useState<OpenConsole | null>(null);
  // The open console, changed only through show(): the DOM work stays out of state updaters
  // (which Strict Mode runs twice).
  const current = useRef<OpenConsole | null>(null);
  const show = useCallback((next: OpenConsole | null) => {
    if (current.current) closeHost(current.current);
    current.current = next;
    setOpen(next);
  }, []);
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const tryButton = (event.target as HTMLElement).closest<HTMLElement>('[data-try-it]');
      if (!tryButton) return;
      if (tryButton.getAttribute('aria-expanded') === 'true') return show(null);
      // Busy only when loading is slow: an attribute change costs a style pass and a paint.
      const busy = setTimeout(() => tryButton.setAttribute('aria-busy', 'true'), 200);
      loadTryIt(tryButton)
        .then(
          // Rendered at once, not in the scheduler's next task: otherwise a frame is laid out and
          // painted in between for nothing.
          ([Console, mod]) => flushSync(() => show(consoleHost(tryButton, Console, mod))),
          // The chunk failed (offline, or a deploy replaced it): a reload gets the current one.
          () => (tryButton.textContent = loadFailed),
        )
        .finally(() => {
          clearTimeout(busy);
          tryButton.removeAttribute('aria-busy');
        });
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
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('pointerdown', onIntent);
    };
  }, [show, loadFailed]);
  const close = () => {
    show(null);
    open?.button.focus();
  };
  return { open, close };
}
