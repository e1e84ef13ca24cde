import { useLayoutEffect } from 'react';
import { shownExample } from '@/lib/browser/example-choice';
import { localStore, storageKeys } from '@/lib/browser/storage';
import { tabIndexForKey } from '@/lib/browser/tabs';

const GROUP = '[data-example-group]';

/** Shows one example of a switcher (the first when it has no example of that name). */
function show(group: Element, chosen: string | null) {
  const tabs = [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [data-example]')];
  const key = shownExample(
    tabs.map((tab) => tab.dataset.example!),
    chosen,
  );
  for (const tab of tabs) {
    const on = tab.dataset.example === key;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of group.querySelectorAll<HTMLElement>(':scope > [data-example-panel]'))
    panel.hidden = panel.dataset.examplePanel !== key;
}

/** Every switcher of the page that has an example of this name shows it; the page remembers it. */
function choose(key: string) {
  for (const group of document.querySelectorAll(GROUP))
    if (group.querySelector(`[data-example="${CSS.escape(key)}"]`)) show(group, key);
  localStore.set(storageKeys.apiExample(window.location.pathname), key);
}

function onClick(event: MouseEvent) {
  const tab = (event.target as HTMLElement).closest?.<HTMLElement>('[data-example]');
  if (tab) choose(tab.dataset.example!);
}

/** The tabs keyboard (lib/browser/tabs.ts) on a focused example tab. */
function onKey(event: KeyboardEvent) {
  const tab = (event.target as HTMLElement).closest?.<HTMLElement>('[role="tab"][data-example]');
  if (!tab) return;
  const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[data-example]')];
  const next = tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length);
  if (next === undefined) return;
  event.preventDefault();
  choose(tabs[next].dataset.example!);
  tabs[next].focus();
}

/**
 * The example switchers (server-rendered, every example in the HTML with the first shown): a tab
 * shows its example in every switcher of the page that has one of that name, and the page shows
 * it again on the next visit.
 */
export function useExampleTabs() {
  useLayoutEffect(() => {
    const saved = localStore.get(storageKeys.apiExample(window.location.pathname));
    if (saved) for (const group of document.querySelectorAll(GROUP)) show(group, saved);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
}
