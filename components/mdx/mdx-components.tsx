import type { ComponentProps } from 'react';
import { Admonition } from './admonition';
import { Figure } from './code-block';
import { Mermaid } from './diagram';
import { heading } from './heading';
import { kitComponents } from './kit';
import { MdxLink } from './link';
import { Tab, Tabs } from './tabs';
import { ZoomImage } from './zoom-image';

/** Wide tables scroll inside their own box instead of widening the page. */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** The components MDX content may use, and the overrides of plain elements, with their texts in `locale`'s language. */
function componentsFor(locale: string | undefined) {
  return {
    h2: heading('h2', locale),
    h3: heading('h3', locale),
    h4: heading('h4', locale),
    a: MdxLink,
    figure: (props: ComponentProps<typeof Figure>) => <Figure {...props} locale={locale} />,
    table: Table,
    // biome-ignore lint/correctness/noComponentHookFactories: made once per locale and kept (mdxComponents), so its identity is stable.
    Admonition: (props: ComponentProps<typeof Admonition>) => <Admonition {...props} locale={locale} />,
    Tabs,
    Tab,
    ...kitComponents,
    img: (props: ComponentProps<typeof ZoomImage>) => <ZoomImage {...props} locale={locale} />,
    Mermaid,
  };
}

export type MdxComponents = ReturnType<typeof componentsFor>;

// One set per locale: stable component identities across the pages of a build.
const byLocale = new Map<string, MdxComponents>();

/** The MDX components of a page in `locale` (the default locale's when none is given). */
export function mdxComponents(locale?: string): MdxComponents {
  const key = locale ?? '';
  let components = byLocale.get(key);
  if (!components) {
    components = componentsFor(locale);
    byLocale.set(key, components);
  }
  return components;
}
