'use client';

import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { tabIndexForKey } from '@/lib/browser/tabs';

/** The interactive half of `<Tabs>`: ARIA tabs with the keyboard of lib/browser/tabs.ts. */
export function TabsClient({ labels, panels }: { labels: string[]; panels: ReactNode[] }) {
  const [selected, setSelected] = useState(0);
  const id = useId();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabIndexForKey(event.key, selected, labels.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
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
            onClick={() => setSelected(i)}
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
