'use client';

import { type KeyboardEvent, type ReactNode, useCallback, useId, useState, useSyncExternalStore } from 'react';
import { chooseTabGroup, readTabGroup, subscribeTabGroup } from '@/lib/browser/tab-groups';
import { tabIndexForKey } from '@/lib/browser/tabs';

interface TabsClientProps {
  labels: string[];
  /** What a choice records for the group and the address (the `value`, or the label). */
  values: string[];
  defaultIndex: number;
  groupId?: string;
  queryKey?: string;
  panels: ReactNode[];
}

const noSubscription = () => () => {};

/**
 * The interactive half of `<Tabs>`: ARIA tabs with the keyboard of lib/browser/tabs.ts. Grouped
 * tabs follow their group's choice (lib/browser/tab-groups.ts), read after hydration: the server
 * renders the default tab.
 */
export function TabsClient({ labels, values, defaultIndex, groupId, queryKey, panels }: TabsClientProps) {
  const [own, setOwn] = useState(defaultIndex);
  const id = useId();
  const subscribe = useCallback(
    (listener: () => void) => (groupId ? subscribeTabGroup(groupId, listener) : noSubscription()),
    [groupId],
  );
  const choice = useSyncExternalStore(
    subscribe,
    () => (groupId || queryKey ? readTabGroup(groupId, queryKey) : null),
    () => null,
  );
  const chosen = choice === null ? -1 : values.indexOf(choice);
  const selected = chosen >= 0 ? chosen : own;

  function select(index: number) {
    setOwn(index);
    if (groupId || queryKey) chooseTabGroup(groupId, queryKey, values[index]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabIndexForKey(event.key, selected, labels.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    <div className="tabs">
      <div role="tablist" className="tabs-list">
        {labels.map((label, i) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className="tabs-tab"
            onClick={() => select(i)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={labels[i]}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== selected}
          className="tabs-panel"
          data-label={labels[i]}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
