import { SidebarMemoryProvider } from '@/components/sidebar/sidebar-memory.client';
import '@/app/globals.css';

/**
 * Docs shell. Each doc page renders its own sidebar beside it (components/docs/doc-page.tsx),
 * pruned for that page: a layout does not know the current page on the server. What the sidebar
 * keeps from page to page (open categories, scroll position) is remembered here.
 */
export default function DocsLayout({ children }: LayoutProps<'/docs'>) {
  return (
    <SidebarMemoryProvider>
      <div className="docs-layout">{children}</div>
    </SidebarMemoryProvider>
  );
}
