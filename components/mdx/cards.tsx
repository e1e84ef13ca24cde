import type { CSSProperties, ReactNode } from 'react';
import type { ComponentProps } from '@/lib/markdown/component-props';
import { CardIcon } from './card-icons';
import { KitStyle } from './kit-styles';
import { MdxLink } from './link';

/** A grid of `<Card>`s that wraps to one column on phones; `cols` caps the columns on wider screens. */
export function Cards({ cols, children }: ComponentProps<'Cards'> & { children: ReactNode }) {
  const style = cols ? ({ '--cards-cols': cols } as CSSProperties) : undefined;
  return (
    <div className="cards" data-cols={cols} style={style}>
      <KitStyle sheet="cards" />
      {children}
    </div>
  );
}

/** One card: a title, an optional icon, description and content; the whole card is the link when it has `href`. */
export function Card({ title, href, icon, description, children }: ComponentProps<'Card'> & { children?: ReactNode }) {
  const body = (
    <>
      {icon && <CardIcon name={icon} />}
      <span className="card-title">{title}</span>
      {description && <span className="card-description">{description}</span>}
      {children && <div className="card-body">{children}</div>}
    </>
  );
  return (
    <>
      <KitStyle sheet="cards" />
      {href ? (
        <MdxLink className="card" href={href}>
          {body}
        </MdxLink>
      ) : (
        <div className="card">{body}</div>
      )}
    </>
  );
}
