import type { ReactNode } from 'react';
import { uiStrings } from '@/lib/i18n/catalogue';
import type { UiKey } from '@/lib/i18n/english';
import type { AdmonitionType } from '@/lib/markdown/remark-admonitions';

/** The title of an admonition the writer gave none, in the page's language. */
const defaultTitles: Record<AdmonitionType, UiKey> = {
  note: 'admonition.note',
  tip: 'admonition.tip',
  info: 'admonition.info',
  warning: 'admonition.warning',
  danger: 'admonition.danger',
};

// Drawn as SVG rather than symbol characters (ℹ ⚠ ⛔), which the site's fonts do not hold: each
// would cost a system font lookup before the first layout, and look different on every platform.
const info = (
  <>
    <circle cx="8" cy="8" r="6.75" />
    <path d="M8 7.25v4" />
    <circle cx="8" cy="4.75" r="0.5" fill="currentColor" />
  </>
);
const icons: Record<AdmonitionType, ReactNode> = {
  note: info,
  info,
  tip: <path d="m3.25 8.5 3 3 6.5-7" />,
  warning: (
    <>
      <path d="M8 1.75 14.75 14H1.25z" />
      <path d="M8 6.25v3.5" />
      <circle cx="8" cy="11.75" r="0.5" fill="currentColor" />
    </>
  ),
  danger: (
    <>
      <circle cx="8" cy="8" r="6.75" />
      <path d="M4.75 8h6.5" />
    </>
  ),
};

/** A callout box (`:::note` … `:::` in MDX). */
export function Admonition({
  type = 'note',
  title,
  children,
  locale,
}: {
  type?: AdmonitionType;
  title?: string;
  children: ReactNode;
  /** The page's locale (given by the page's MDX components, not by writers). */
  locale?: string;
}) {
  const kind = type in defaultTitles ? type : 'note';
  return (
    <div className={`admonition admonition-${kind}`} role="note">
      <p className="admonition-heading">
        <svg
          aria-hidden="true"
          className="admonition-icon"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icons[kind]}
        </svg>
        {title ?? uiStrings(locale)[defaultTitles[kind]]}
      </p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
