import { useLayoutEffect } from 'react';
import { localStore } from '@/lib/browser/storage';
import { tabIndexForKey } from '@/lib/browser/tabs';

const LANGUAGE_KEY = 'api-sample-language';

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

/** Shows a tab's panel; a language choice applies to every sample group and is remembered. */
function choose(tab: HTMLElement) {
  const group = tab.closest('[data-tab-group]')!;
  if (group.getAttribute('data-tab-group') === 'language') {
    selectLanguage(tab.dataset.tab!);
    localStore.set(LANGUAGE_KEY, tab.dataset.tab!);
  } else select(group, tab.dataset.tab!);
}

function onTabClick(event: MouseEvent) {
  const tab = (event.target as HTMLElement).closest<HTMLElement>('[data-tab]');
  if (tab) choose(tab);
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

/**
 * The sample tabs (server-rendered panel groups): a click or the tabs keyboard (lib/browser/tabs.ts)
 * shows a panel; the language is the same in every group, remembered and shown again on the next page.
 */
export function useSampleTabs() {
  useLayoutEffect(() => {
    const saved = localStore.get(LANGUAGE_KEY);
    if (saved) selectLanguage(saved);
    document.addEventListener('click', onTabClick);
    document.addEventListener('keydown', onTabKey);
    return () => {
      document.removeEventListener('click', onTabClick);
      document.removeEventListener('keydown', onTabKey);
    };
  }, []);
}
