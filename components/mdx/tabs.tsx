import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { ComponentProps } from '@/lib/markdown/component-props';
import { TabsClient } from './tabs.client';

type TabProps = ComponentProps<'Tab'> & { children: ReactNode };

/** One tab of `<Tabs>`; rendered by its parent. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * Tabbed alternatives (`<Tabs><Tab label="npm">…</Tab></Tabs>`); all panels are server-rendered.
 * Tabs with the same `groupId` switch together and the choice is remembered across pages;
 * `queryString` (true, or a key of its own) keeps it in the address too (`?groupId=value`).
 */
export function Tabs({ groupId, queryString, children }: ComponentProps<'Tabs'> & { children: ReactNode }) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> =>
      isValidElement<TabProps>(child) && typeof child.props.label === 'string',
  );
  const queryKey = queryString === true ? groupId : queryString || undefined;
  return (
    <TabsClient
      labels={tabs.map((t) => t.props.label)}
      values={tabs.map((t) => t.props.value ?? t.props.label)}
      defaultIndex={Math.max(
        0,
        tabs.findIndex((t) => t.props.default),
      )}
      groupId={groupId}
      queryKey={queryKey}
      panels={tabs.map((t) => t.props.children)}
    />
  );
}
