import { uiStrings } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/format.client';
import { pageHref, type ReferenceLayout, type ReferencePage } from '@/lib/openapi/pages';
import type { ApiReference } from '@/lib/openapi/types';
import { DocumentText, documentLang } from './document-text';
import { MethodBadge } from './method-badge';

interface Props {
  model: ApiReference;
  /** The layout of a split reference; none when the whole reference is one page. */
  layout?: ReferenceLayout;
  /** The page shown. */
  page?: ReferencePage;
  /** The page's locale: the navigation's own labels are in its language. */
  locale?: string;
}

/**
 * Navigation of the reference: operations grouped by tag, with method badges. On the pages of a
 * split reference, tags shown elsewhere collapse to a link to their page (the main page lists
 * every operation), which keeps each page light.
 */
export function ApiNav({ model, layout, page, locale }: Props) {
  const t = uiStrings(locale);
  const doc = documentLang(locale);
  const split = layout?.split ? layout : undefined;
  const base = split ? pageHref(model.id, '') : '';
  const schemaPages = split ? split.pages.filter((p) => p.schemaRange) : [];
  return (
    <nav className="api-nav" aria-label={fill(t['api.nav.operations'], { title: model.title })}>
      <a className="api-nav-top" href={`${base}#overview`}>
        {t['api.nav.overview']}
      </a>
      {model.tags.map((tag) => {
        const expanded = !split || page?.slug === '' || page?.tags.includes(tag.name);
        const first = tag.operations[0] && split?.operationHref[tag.operations[0].id];
        return (
          <div key={tag.name} className="api-nav-group">
            {expanded || !first ? (
              <p className="api-nav-tag">
                <DocumentText lang={doc}>{tag.name}</DocumentText>
              </p>
            ) : (
              <a className="api-nav-tag" href={first}>
                <DocumentText lang={doc}>{tag.name}</DocumentText>{' '}
                <span className="api-nav-count">({tag.operations.length})</span>
              </a>
            )}
            {expanded && (
              <ul>
                {tag.operations.map((op) => (
                  <li key={op.id}>
                    <a
                      href={`${split?.operationHref[op.id] ?? ''}#${op.id}`}
                      data-nav-op={op.id}
                      className={op.deprecated ? 'deprecated' : undefined}
                    >
                      <MethodBadge method={op.method} />
                      {op.summary !== undefined ? <span {...doc}>{op.summary}</span> : <span>{op.path}</span>}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {model.schemas.length > 0 &&
        (schemaPages.length > 1 ? (
          <div className="api-nav-group">
            <p className="api-nav-tag">{t['api.nav.schemas']}</p>
            <ul>
              {schemaPages.map((p) => (
                <li key={p.slug}>
                  <a href={`${pageHref(model.id, p.slug)}#schemas`} aria-current={p === page ? 'page' : undefined}>
                    <span {...doc}>{p.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <a className="api-nav-top" href={`${schemaPages[0] ? pageHref(model.id, schemaPages[0].slug) : ''}#schemas`}>
            {t['api.nav.schemas']}
          </a>
        ))}
    </nav>
  );
}
