import { Pager } from '@/components/ui/pager';
import { siteConfig } from '@/lib/config/site';
import { uiStrings } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/format.client';
import { localeRoute, siteLocales } from '@/lib/i18n/locales';
import { schemaAnchor, tagAnchor } from '@/lib/openapi/anchors';
import { PAGE_MAP_ATTRIBUTE } from '@/lib/openapi/page-map.client';
import { referencePageDescription } from '@/lib/openapi/page-text';
import {
  pageHref,
  pageNeighbours,
  pageTags,
  type ReferenceLayout,
  type ReferencePage,
  type SchemaPages,
  wholePage,
} from '@/lib/openapi/pages';
import { prebuiltKey } from '@/lib/openapi/prebuilt';
import type { ApiReference } from '@/lib/openapi/types';
import { ApiEnhancer } from './api-enhancer.client';
import { ApiNav } from './api-nav';
import { ApiOverview } from './api-overview';
import { DocumentText, documentLang } from './document-text';
import { EarlyClicks } from './early-clicks';
import { Markdown } from './markdown';
import { Operation } from './operation';
import { PrebuiltBody } from './prebuilt-body.client';
import { SchemaBody } from './schema-view';
import { tryItStrings } from './try-it-strings';

interface Props {
  model: ApiReference;
  downloads: Array<{ label: string; href: string }>;
  /** Where each page, operation and schema lives; none (or one page) renders the whole reference. */
  layout?: ReferenceLayout;
  /** The page to render (the whole reference by default). */
  page?: ReferencePage;
  /** The site's origin: each operation gets the page actions menu (its Markdown section, the assistants, MCP). */
  siteUrl?: string;
  /** Operations changed since the newest cut docs version (lib/site/changelog.ts), and the changelog's route. */
  changed?: { label: string; href: string; operations: Record<string, string> };
  /** The page's locale (the default one unless given): the reference's own headings, labels and Try it are in its language; the document's text stays in its own. */
  locale?: string;
}

/** A page of an API reference, rendered live: the static content below and the client enhancer. */
export function ApiReferenceView(props: Props) {
  return (
    <>
      <EarlyClicks />
      <div className="api-layout">
        <ApiReferenceContent {...props} />
      </div>
      <ApiEnhancer tryItStrings={tryItStrings(props.locale)} />
    </>
  );
}

/**
 * The same page from HTML rendered at build time (scripts/api-html.tsx): React hydrates one element
 * instead of the whole reference, and the page payload carries neither its tree nor its HTML.
 */
export function PrebuiltApiReference({ id, slug, locale }: { id: string; slug: string; locale?: string }) {
  // A locale's pages are named `fr:content` (the body's client code knows no locale); the body reads
  // a client-side navigation's HTML from the page's own route (`/fr/api/…` in a locale).
  const prefix = siteLocales(siteConfig.i18n).find((l) => l.code === locale)?.prefix ?? '';
  return (
    <>
      <EarlyClicks />
      <PrebuiltBody
        id={prebuiltKey({ id, locale })}
        slug={slug}
        href={localeRoute(pageHref(id, slug), { prefix })}
        tryItStrings={tryItStrings(locale)}
      />
    </>
  );
}

/** Where each named schema is rendered, seen from `page`: '' when on it. */
function schemaBase(layout: ReferenceLayout | undefined, href: string): SchemaPages {
  if (!layout?.split) return {};
  return Object.fromEntries(Object.entries(layout.schemaHref).map(([name, at]) => [name, at === href ? '' : at]));
}

/** Moved anchors → their page, for the main page of a split reference (lib/openapi/page-map.client.ts). */
function pageMap(layout: ReferenceLayout): Record<string, string> {
  return {
    ...layout.operationHref,
    ...Object.fromEntries(Object.entries(layout.schemaHref).map(([name, href]) => [schemaAnchor(name), href])),
  };
}

/** The main page of a split reference: what each other page holds. */
function Contents({ model, layout, locale }: { model: ApiReference; layout: ReferenceLayout; locale?: string }) {
  return (
    <section aria-labelledby="pages" className="api-block">
      <h2 id="pages">{uiStrings(locale)['api.pages']}</h2>
      <ul className="api-pages">
        {layout.pages
          .filter((p) => p.slug)
          .map((p) => (
            <li key={p.slug}>
              <DocumentText lang={documentLang(locale)}>
                <a href={pageHref(model.id, p.slug)}>{p.title}</a>: {referencePageDescription(model, p)}
              </DocumentText>
            </li>
          ))}
      </ul>
    </section>
  );
}

/**
 * The content of a page of an API reference, without client code: navigation, overview,
 * operations by tag, and the Schemas section where each named schema is rendered once.
 */
export function ApiReferenceContent({
  model,
  downloads,
  layout,
  page = wholePage(model),
  siteUrl,
  changed,
  locale,
}: Props) {
  const t = uiStrings(locale);
  const doc = documentLang(locale);
  const split = layout?.split ? layout : undefined;
  const href = pageHref(model.id, page.slug);
  const base = schemaBase(split, href);
  const { previous, next } = split ? pageNeighbours(split.pages, page) : {};
  const label = (p: ReferencePage) => (p.slug ? p.title : t['api.pageOverview']);
  return (
    <>
      <aside className="api-sidebar" aria-label={t['api.navigation']}>
        <ApiNav model={model} layout={split} page={page} locale={locale} />
      </aside>
      <main id="main" className="api-main">
        {page.slug === '' ? (
          <>
            <ApiOverview model={model} downloads={downloads} operationHref={split?.operationHref} locale={locale} />
            {changed && (
              <p className="api-changelog-link">
                <a href={changed.href}>{fill(t['api.changedSinceLink'], { label: changed.label })}</a>
              </p>
            )}
          </>
        ) : (
          <h1 className="api-page-title">
            <DocumentText lang={doc}>{`${model.title}: ${page.title}`}</DocumentText>
          </h1>
        )}
        {split && page.slug === '' && (
          <>
            <Contents model={model} layout={split} locale={locale} />
            <script
              type="application/json"
              {...{ [PAGE_MAP_ATTRIBUTE]: '' }}
              dangerouslySetInnerHTML={{ __html: JSON.stringify(pageMap(split)).replace(/</g, '\\u003c') }}
            />
          </>
        )}
        {pageTags(model, page).map((tag) => (
          <section key={tag.name} className="api-tag" aria-labelledby={tagAnchor(tag.name)}>
            <h2 id={tagAnchor(tag.name)} className="api-tag-title">
              <DocumentText lang={doc}>{tag.name}</DocumentText>
            </h2>
            {!page.range?.[0] && <Markdown text={tag.description} lang={doc} />}
            {tag.operations.map((op) => (
              <Operation
                key={op.id}
                op={op}
                model={model}
                schemaBase={base}
                actions={siteUrl === undefined ? undefined : { siteUrl, route: href }}
                changed={
                  changed?.operations[op.id] ? { label: changed.label, href: changed.operations[op.id] } : undefined
                }
                locale={locale}
              />
            ))}
          </section>
        ))}
        {page.schemaRange && page.schemaRange[1] > page.schemaRange[0] && (
          <section id="schemas" className="api-schemas" aria-labelledby="schemas-title">
            <h2 id="schemas-title">{t['api.schemas']}</h2>
            {model.schemas.slice(...page.schemaRange).map(({ name, node }) => (
              <details key={name} id={schemaAnchor(name)} className="api-schema">
                <summary>
                  <code>{name}</code>
                </summary>
                <SchemaBody node={node} base={base} locale={locale} />
              </details>
            ))}
          </section>
        )}
        {split && (
          <Pager
            label={fill(t['api.pagesLabel'], { title: model.title })}
            locale={locale}
            as="a"
            previous={previous && { href: pageHref(model.id, previous.slug), label: label(previous) }}
            next={next && { href: pageHref(model.id, next.slug), label: label(next) }}
          />
        )}
      </main>
    </>
  );
}
