import type { ReactNode } from 'react';
import type { AdmonitionType } from '@/lib/mdx/remark-admonitions';

const defaultTitles: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

const icons: Record<AdmonitionType, string> = { note: 'ℹ︎', tip: '✓', info: 'ℹ︎', warning: '⚠︎', danger: '⛔︎' };

/** A callout box (`:::note` … `:::` in MDX). */
export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: ReactNode }) {
  const kind = type in defaultTitles ? type : 'note';
  return (
    <div className={`admonition admonition-${kind}`} role="note">
      <p className="admonition-heading">
        <span aria-hidden="true" className="admonition-icon">
          {icons[kind]}
        </span>
        {title ?? defaultTitles[kind]}
      </p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
