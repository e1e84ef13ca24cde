import { pageHref, wholePage, type ReferencePage, type SchemaPages } from '@/lib/openapi/pages';
import type { ApiReference } from '@/lib/openapi/types';
import { ApiEnhancer } from './api-enhancer.client';
import { ApiNav } from './api-nav';
import { ApiOverview } from './api-overview';
import { Markdown } from './markdown';
import { Operation } from './operation';
import { PrebuiltBody } from './prebuilt-body.client';
import { schemaAnchor, tagAnchor } from '@/lib/openapi/anchors';
import { SchemaBody } from './schema-view';

interface Props {
  model: ApiReference;
  downloads: Array<{ label: string; href: string }>;
  /** The page to render; the whole reference by default (see lib/openapi/pages.ts for splitting). */
  page?: ReferencePage;
  /** Operation id → page route, when the reference is split over several pages. */
  opPages?: Record<string, string>;
  /** Where each named schema is rendered (missing: this page). */
  schemaBase?: SchemaPages;
}

/** A page of an API reference, rendered live: the static content below and the client enhancer. */
export function ApiReferenceView(props: Props) {
  return (
    <>
      <div className="api-layout">
        <ApiReferenceContent {...props} />
      </div>
      <ApiEnhancer />
    </>
  );
}

/**
 * The same page from HTML rendered at build time (scripts/api-html.tsx): React hydrates one element
 * instead of the whole reference, and the page payload carries neither its tree nor its HTML.
 */
export function PrebuiltApiReference({ id }: { id: string }) {
  return <PrebuiltBody id={id} href={pageHref(id, '')} />;
}

/**
 * The content of a page of an API reference, without client code: navigation, overview,
 * operations by tag, and the Schemas section where each named schema is rendered once.
 */
export function ApiReferenceContent({ model, downloads, page = wholePage(model), opPages = {}, schemaBase = {} }: Props) {
  const tags = model.tags.filter((t) => page.tags.includes(t.name));
  return (
    <>
      <aside className="api-sidebar" aria-label="API navigation">
        <ApiNav model={model} opPages={opPages} schemasHref={model.schemas[0] ? (schemaBase[model.schemas[0].name] ?? '') : ''} />
      </aside>
      <main id="main" className="api-main">
        {page.slug === '' ? <ApiOverview model={model} downloads={downloads} /> : <h1 className="api-page-title">{`${model.title}: ${page.title}`}</h1>}
        {tags.map((tag) => (
          <section key={tag.name} className="api-tag" aria-labelledby={tagAnchor(tag.name)}>
            <h2 id={tagAnchor(tag.name)} className="api-tag-title">
              {tag.name}
            </h2>
            <Markdown text={tag.description} />
            {(page.range ? tag.operations.slice(...page.range) : tag.operations).map((op) => (
              <Operation key={op.id} op={op} model={model} schemaBase={schemaBase} />
            ))}
          </section>
        ))}
        {page.schemaRange && page.schemaRange[1] > page.schemaRange[0] && (
          <section id="schemas" className="api-schemas" aria-labelledby="schemas-title">
            <h2 id="schemas-title">Schemas</h2>
            {model.schemas.slice(...page.schemaRange).map(({ name, node }) => (
              <details key={name} id={schemaAnchor(name)} className="api-schema">
                <summary>
                  <code>{name}</code>
                </summary>
                <SchemaBody node={node} base={schemaBase} />
              </details>
            ))}
          </section>
        )}
      </main>
    </>
  );
}
