import { sharedBehaviour } from './behaviour';
import { chooseTabGroup, readTabGroup } from './tab-groups';
import { tabIndexForKey } from './tabs';

/**
 * The MDX `<Tabs>` (components/mdx/tabs.tsx renders all of their markup on the server): ARIA tabs
 * with the keyboard of lib/browser/tabs.ts, and tab groups (`data-tab-group`, `data-tab-query`)
 * that follow their remembered or addressed choice. One set of listeners on the document serves
 * every tabs of the page, so a page pays for them only when it has tabs.
 */
const TAB = '.tabs > [role="tablist"] > [role="tab"]';

const tabsOf = (root: Element) => [...root.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];

function show(root: Element, index: number): void {
  tabsOf(root).forEach((tab, i) => {
    tab.setAttribute('aria-selected', String(i === index));
    tab.tabIndex = i === index ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = i !== index;
  });
}

/** Shows the tab of the group's choice, when the tabs have it (else they keep their own). */
function follow(root: HTMLElement): void {
  const value = readTabGroup(root.dataset.tabGroup, root.dataset.tabQuery);
  const index = value === null ? -1 : tabsOf(root).findIndex((tab) => tab.dataset.value === value);
  if (index >= 0) show(root, index);
}

function followGroups(groupId?: string): void {
  for (const root of document.querySelectorAll<HTMLElement>('.tabs[data-tab-group], .tabs[data-tab-query]'))
    if (groupId === undefined || root.dataset.tabGroup === groupId) follow(root);
}

function select(root: HTMLElement, index: number): void {
  show(root, index);
  const { tabGroup, tabQuery } = root.dataset;
  if (!tabGroup && !tabQuery) return;
  chooseTabGroup(tabGroup, tabQuery, tabsOf(root)[index]?.dataset.value ?? '');
  if (tabGroup) followGroups(tabGroup);
}

function tabEvent(event: Event): { tab: HTMLElement; root: HTMLElement; tabs: HTMLElement[] } | undefined {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>(TAB);
  const root = tab?.closest<HTMLElement>('.tabs');
  return tab && root ? { tab, root, tabs: tabsOf(root) } : undefined;
}

function onClick(event: MouseEvent): void {
  const hit = tabEvent(event);
  if (hit) select(hit.root, hit.tabs.indexOf(hit.tab));
}

function onKeyDown(event: KeyboardEvent): void {
  const hit = tabEvent(event);
  if (!hit) return;
  const current = hit.tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
  const next = tabIndexForKey(event.key, current, hit.tabs.length);
  if (next === undefined) return;
  event.preventDefault();
  select(hit.root, next);
  hit.tabs[next].focus();
}

/** Another window of the site chose: follow it. */
const onStorage = () => followGroups();

export const tabs = sharedBehaviour(() => {
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  window.addEventListener('storage', onStorage);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('storage', onStorage);
  };
}, followGroups);
