import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabsClient } from './tabs.client';

interface TabProps {
  label: string;
  children: ReactNode;
}

/** One tab of `<Tabs>`; rendered by its parent. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/** Tabbed alternatives (`<Tabs><Tab label="npm">…</Tab></Tabs>`); all panels are server-rendered. */
export function Tabs({ children }: { children: ReactNode }) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> =>
      isValidElement<TabProps>(child) && typeof child.props.label === 'string',
  );
  return <TabsClient labels={tabs.map((t) => t.props.label)} panels={tabs.map((t) => t.props.children)} />;
}
