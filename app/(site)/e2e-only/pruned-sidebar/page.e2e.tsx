import { DocsSidebar } from '@/components/sidebar/sidebar.client';
import { siteConfig } from '@/lib/config/site';
import { pruneSidebar } from '@/lib/navigation/prune.client';
import { sidebarFileName } from '@/lib/navigation/sidebar-file.client';
import type { SidebarItem } from '@/lib/navigation/types';
import { getSidebar } from '@/lib/site/source';
import '@/app/globals.css';

/** Every category collapsed, as a large site configures them. */
function collapseAll(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) =>
    item.type === 'category' ? { ...item, collapsed: true, items: collapseAll(item.items) } : item,
  );
}

/**
 * Test-only page (not in production builds): the site's sidebar with every category collapsed,
 * pruned as the Experience SDK introduction would render it, so the other categories show their
 * header and first page only and load the rest from the sidebar file when opened.
 */
export default function PrunedSidebarTestPage() {
  const items = pruneSidebar(
    collapseAll(getSidebar()),
    '/docs/experience-sdk/intro',
    `/${sidebarFileName(siteConfig.docs.pluginId)}`,
  );
  return (
    <main id="main" className="container standalone">
      <h1>Pruned sidebar</h1>
      <DocsSidebar items={items} label="Pruned sidebar" />
    </main>
  );
}
