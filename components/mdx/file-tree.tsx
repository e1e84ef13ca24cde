import type { ReactNode } from 'react';
import { KitStyle } from './kit-styles';

/**
 * A folder tree from a Markdown list: `- src/` is a folder (a trailing `/`, or an item with a
 * nested list), anything else a file, a **bold** name is highlighted, and the words after the name
 * are its comment. lib/markdown/remark-kit.ts marks the items at build; this draws the icons.
 */
export function FileTree({ children }: { children: ReactNode }) {
  return (
    <div className="file-tree">
      <KitStyle sheet="file-tree" />
      {children}
    </div>
  );
}
