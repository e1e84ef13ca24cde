import type { ComponentProps } from 'react';

/** An h2–h6 with a visible-on-hover "#" permalink to its anchor. */
export function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id, children, ...rest }: ComponentProps<'h2'>) {
    if (!id) return <Tag {...rest}>{children}</Tag>;
    return (
      <Tag id={id} className="anchor" {...rest}>
        {children}
        <a
          className="hash-link"
          href={`#${id}`}
          aria-label="Direct link to this section"
          title="Direct link to this section"
        >
          #
        </a>
      </Tag>
    );
  };
}
