import type { ComponentProps } from 'react';
import { CopyButton } from './copy-button.client';

/**
 * Wraps the `<figure>` that rehype-pretty-code emits around highlighted code (with its optional
 * title) and adds a copy button; other figures pass through.
 */
export function Figure(props: ComponentProps<'figure'> & { 'data-rehype-pretty-code-figure'?: string }) {
  if (!('data-rehype-pretty-code-figure' in props)) return <figure {...props} />;
  const { children, ...rest } = props;
  return (
    <figure {...rest} className="code-block">
      {children}
      <CopyButton />
    </figure>
  );
}
