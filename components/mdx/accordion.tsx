import GithubSlugger from 'github-slugger';
import type { ReactNode } from 'react';
import type { ComponentProps } from '@/lib/markdown/component-props';
import { Behaviour } from '../ui/behaviour.client';
import { KitStyle } from './kit-styles';

/**
 * A collapsed section: a `<details>` element, so it opens without JavaScript and the browser's
 * find-in-page finds (and opens) what it holds. Its id (the `id` prop, or the title as a slug) is
 * a link target; lib/browser/accordion-behaviour.ts opens it when the address's `#fragment` names it or anything inside
 * it, and opens every accordion while the page prints.
 */
export function Accordion({ title, id, open, children }: ComponentProps<'Accordion'> & { children?: ReactNode }) {
  const anchor = id ?? new GithubSlugger().slug(title);
  return (
    <details className="accordion" id={anchor} open={open}>
      <KitStyle sheet="accordion" />
      <summary>{title}</summary>
      <div className="accordion-content">{children}</div>
      <Behaviour name="accordions" />
    </details>
  );
}
