import { Fragment } from 'react';
import { uiStrings } from '@/lib/i18n/catalogue';
import { fill, plural } from '@/lib/i18n/format.client';
import { statusOverview } from '@/lib/openapi/status-overview';
import type { ApiReference } from '@/lib/openapi/types';
import { DocumentText, documentLang } from './document-text';
import { InlineMarkdown, Markdown } from './markdown';
import { ParamsTable } from './params-table';

/** The operations that accept a security scheme. */
function operationsUsing(model: ApiReference, scheme: string) {
  return model.tags
    .flatMap((t) => t.operations)
    .filter((op) => op.security.some((alt) => alt.some((r) => r.scheme === scheme)));
}

/** Top of the reference: title, version, downloads, description, servers, authentication, errors. */
export function ApiOverview({
  model,
  downloads,
  operationHref = {},
  locale,
}: {
  model: ApiReference;
  downloads: Array<{ label: string; href: string }> /** Operation id → its page, when split. */;
  operationHref?: Record<string, string>;
  /** The page's locale: the overview's own headings are in its language. */
  locale?: string;
}) {
  const t = uiStrings(locale);
  const doc = documentLang(locale);
  return (
    <header id="overview" className="api-overview">
      <h1>
        <DocumentText lang={doc}>{model.title}</DocumentText>
      </h1>
      <p className="api-meta">
        <span className="badge">{fill(t['api.overview.version'], { version: model.version })}</span>{' '}
        <span className="badge">OpenAPI {model.openapi}</span>
        {downloads.map((d) => (
          <a key={d.href} className="button button-secondary api-download" href={d.href} download>
            {d.label}
          </a>
        ))}
      </p>
      <Markdown text={model.description} lang={doc} />
      {model.servers.length > 0 && (
        <section aria-labelledby="servers" className="api-block">
          <h2 id="servers">{t['api.overview.baseUrl']}</h2>
          <ul className="api-servers">
            {model.servers.map((s) => (
              <li key={s.url}>
                <code>{s.url}</code> {s.description && <span {...doc}>{s.description}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {model.securitySchemes.length > 0 && (
        <section aria-labelledby="authentication" className="api-block">
          <h2 id="authentication">{t['api.overview.authentication']}</h2>
          {model.securitySchemes.map((scheme) => {
            const ops = operationsUsing(model, scheme.key);
            return (
              <div key={scheme.key} id={`auth-${scheme.key}`} className="api-scheme">
                <h3>
                  <code>{scheme.key}</code>: <DocumentText lang={doc}>{scheme.summary}</DocumentText>
                </h3>
                <Markdown text={scheme.description} lang={doc} />
                {ops.length > 0 && (
                  <details>
                    <summary>{plural(t, 'api.overview.acceptedBy', ops.length, locale ?? 'en')}</summary>
                    <ul className="api-scheme-ops">
                      {ops.map((op) => (
                        <li key={op.id}>
                          <a href={`${operationHref[op.id] ?? ''}#${op.id}`}>
                            <code>
                              {op.method.toUpperCase()} {op.path}
                            </code>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </div>
            );
          })}
        </section>
      )}
      <section aria-labelledby="status-codes" className="api-block">
        <h2 id="status-codes">{t['api.overview.statusCodes']}</h2>
        <ParamsTable columns={[t['api.overview.status'], t['api.overview.meaning']]}>
          {statusOverview(model).map(({ status, meanings, shared }) => (
            <tr key={status}>
              <td>
                <code>{status}</code>
              </td>
              <td {...doc}>
                {shared ? (
                  <InlineMarkdown text={meanings[0]?.text} />
                ) : (
                  <ul>
                    {meanings.map((meaning) => (
                      <li key={meaning.text}>
                        {meaning.operations.map((op, i) => (
                          <Fragment key={op.id}>
                            {i > 0 && ', '}
                            <a href={`${operationHref[op.id] ?? ''}#${op.id}`}>{op.summary}</a>
                          </Fragment>
                        ))}
                        : <InlineMarkdown text={meaning.text} />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </ParamsTable>
      </section>
    </header>
  );
}
