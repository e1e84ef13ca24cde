import type { ComponentProps } from 'react';
import { Link } from '@/components/ui/link.client';

/** Internal links use client navigation; external ones open normally with a safe rel. */
export function MdxLink({ href = '', ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} {...rest} />;
  if (/^https?:/.test(href)) return <a href={href} rel="noopener noreferrer" {...rest} />;
  return <a href={href} {...rest} />;
}
