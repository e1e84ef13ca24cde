import { Children, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import type { ComponentProps } from '@/lib/markdown/component-props';
import { Behaviour } from '../ui/behaviour.client';

type TabProps = ComponentProps<'Tab'> & { children: ReactNode };

/** One tab of `<Tabs>`; rendered by its parent. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * Tabbed alternatives (`<Tabs><Tab label="npm">…</Tab></Tabs>`): ARIA tabs whose markup and panels
 * are all server-rendered; lib/browser/tabs-behaviour.ts switches them (loaded after hydration, on
 * pages with tabs only). Tabs with the same `groupId` switch together and the choice is remembered
 * across pages; `queryString` (true, or a key of its own) keeps it in the address too
 * (`?groupId=value`). Without JavaScript every panel shows, under its label (content.css).
 */
export function Tabs({ groupId, queryString, children }: ComponentProps<'Tabs'> & { children: ReactNode }) {
  const id = useId();
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> =>
      isValidElement<TabProps>(child) && typeof child.props.label === 'string',
  );
  const queryKey = queryString === true ? groupId : queryString || undefined;
  const selected = Math.max(
    0,
    tabs.findIndex((t) => t.props.default),
  );
  return (
    <div className="tabs" data-tab-group={groupId} data-tab-query={queryKey}>
      <div role="tablist" className="tabs-list">
        {tabs.map(({ props: { label, value } }, i) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className="tabs-tab"
            data-value={value ?? label}
          >
            {label}
          </button>
        ))}
      </div>
      {tabs.map(({ props: { label, children: panel } }, i) => (
        <div
          key={label}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== selected}
          className="tabs-panel"
          data-label={label}
        >
          {panel}
        </div>
      ))}
      <Behaviour name="tabs" />
    </div>
  );
}
