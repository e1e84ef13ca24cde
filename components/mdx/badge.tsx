import type { ReactNode } from 'react';
import type { ComponentProps } from '@/lib/markdown/component-props';
import { KitStyle } from './kit-styles';

/** A short label in the admonitions' colours: `<Badge variant="tip">New</Badge>` or `<Badge text="New" />`. */
export function Badge({ text, variant = 'note', children }: ComponentProps<'Badge'> & { children?: ReactNode }) {
  return (
    <span className={`badge badge-${variant}`}>
      <KitStyle sheet="badge" />
      {text ?? children}
    </span>
  );
}
