import type { ComponentProps } from 'react';
import { Admonition } from './admonition';
import { Figure } from './code-block';
import { Mermaid } from './diagram';
import { heading } from './heading';
import { kitComponents } from './kit';
import { MdxLink } from './link';
import { Tab, Tabs } from './tabs';

/** Wide tables scroll inside their own box instead of widening the page. */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** The components MDX content may use, and the overrides of plain elements. */
export const mdxComponents = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  a: MdxLink,
  figure: Figure,
  table: Table,
  Admonition,
  Tabs,
  Tab,
  ...kitComponents,
  Mermaid,
};
