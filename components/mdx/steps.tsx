import type { ReactNode } from 'react';
import { KitStyle } from './kit-styles';

/**
 * A numbered procedure: `<Steps>` around one ordered list, each item a step. The list stays a
 * list (the Markdown copies and search read it as written) and headings inside it stay in the
 * table of contents; the numbers and the line between them are drawn by CSS.
 */
export function Steps({ children }: { children: ReactNode }) {
  return (
    <div className="steps">
      <KitStyle sheet="steps" />
      {children}
    </div>
  );
}
