import { DocsSidebar } from '@/components/docs/sidebar.client';
import { DocsSecondaryMenu } from '@/components/layout/mobile-menu.client';
import { getSidebar } from '@/lib/content/source';

/** Docs shell: the sidebar beside the page; on phones the sidebar folds into a menu above it. */
export default function DocsLayout({ children }: LayoutProps<'/docs'>) {
  const sidebar = getSidebar();
  return (
    <div className="docs-layout">
      <aside className="docs-sidebar">
        <DocsSidebar items={sidebar} />
      </aside>
      <DocsSecondaryMenu items={sidebar} />
      {/* Without JavaScript the hamburger menu cannot open: phones get the sidebar as a disclosure. */}
      <details className="docs-mobile-menu">
        <summary>Docs menu</summary>
        <DocsSidebar items={sidebar} label="Docs menu" />
      </details>
      {children}
    </div>
  );
}
