import type { ComponentProps } from 'react';
import { uiStrings } from '@/lib/i18n/catalogue';

/** An h2–h6 with a visible-on-hover "#" permalink to its anchor, labelled in the page's locale. */
export function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6', locale?: string) {
  return function Heading({ id, children, ...rest }: ComponentProps<'h2'>) {
    if (!id) return <Tag {...rest}>{children}</Tag>;
    const label = uiStrings(locale)['heading.link'];
    return (
      <Tag id={id} className="anchor" {...rest}>
        {children}
        <a className="hash-link" href={`#${id}`} aria-label={label} title={label}>
          #
        </a>
      </Tag>
    );
  };
}
