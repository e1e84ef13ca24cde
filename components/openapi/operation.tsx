import { PageActions } from '@/components/docs/page-actions';
import { copyMessages } from '@/components/i18n/copy-messages';
import { uiStrings } from '@/lib/i18n/catalogue';
import type { UiStrings } from '@/lib/i18n/english';
import { fill } from '@/lib/i18n/format.client';
import { pageActionLinks } from '@/lib/mcp/page-actions';
import { splitDescription } from '@/lib/openapi/description';
import { exampleChoices } from '@/lib/openapi/examples';
import { exampleText } from '@/lib/openapi/highlight';
import type { SchemaPages } from '@/lib/openapi/pages';
import type { ApiReference, MediaView, OperationView, SecurityAlternative } from '@/lib/openapi/types';
import { ChangedMark } from './changed-mark';
import { CodePanels, type Panel } from './code-panels';
import { type DocumentLang, DocumentText, documentLang } from './document-text';
import { IncomingLine, PayloadPanels } from './incoming';
import { InlineMarkdown, Markdown } from './markdown';
import { MethodBadge } from './method-badge';
import { ParametersTables } from './parameters-table';
import { SchemaBody } from './schema-view';

/** Which credentials an operation takes: "accessTokenReadOnly or accessTokenReadWrite". */
function SecurityLine({
  security,
  model,
  t,
  doc,
}: {
  security: SecurityAlternative[];
  model: ApiReference;
  t: UiStrings;
  doc: DocumentLang;
}) {
  if (security.length === 0) return <p className="op-auth">{t['api.op.noAuth']}</p>;
  const summary = (key: string) => model.securitySchemes.find((s) => s.key === key)?.summary ?? key;
  return (
    <p className="op-auth">
      <strong>{t['api.op.authentication']}</strong>{' '}
      {security.map((alt, i) => (
        <span key={i}>
          {i > 0 && t['api.op.or']}
          {alt.map((r, j) => (
            <span key={r.scheme}>
              {j > 0 && t['api.op.and']}
              <a href={`#auth-${r.scheme}`}>
                <code>{r.scheme}</code>
              </a>{' '}
              <span className="op-auth-summary">
                (<DocumentText lang={doc}>{summary(r.scheme)}</DocumentText>)
              </span>
            </span>
          ))}
        </span>
      ))}
    </p>
  );
}

function MediaSchemas({ contents, base, locale }: { contents: MediaView[]; base: SchemaPages; locale?: string }) {
  return (
    <>
      {contents.map((media) => (
        <div key={media.mediaType} className="media">
          {contents.length > 1 && <p className="media-type">{media.mediaType}</p>}
          {media.schema && <SchemaBody node={media.schema} base={base} locale={locale} />}
        </div>
      ))}
    </>
  );
}

/** A panel of a media type's examples: the first one's code, and all of them when there are several. */
function examplePanel(label: string, key: string, media: MediaView): Panel {
  const choices = exampleChoices(media.examples);
  const [first] = media.examples;
  return {
    label,
    key,
    code: exampleText(first.value),
    html: first.html,
    ...(choices.length > 1
      ? {
          examples: choices.map((choice, i) => ({
            key: choice.key,
            label: choice.label,
            description: choice.description,
            code: exampleText(choice.value),
            html: media.examples[i].html,
          })),
        }
      : {}),
  };
}

/** One operation: documentation on the left, request samples and response examples on the right. */
export function Operation({
  op,
  model,
  schemaBase = {},
  actions,
  changed,
  locale,
}: {
  op: OperationView;
  model: ApiReference;
  schemaBase?: SchemaPages;
  /** The site's origin and the route of the page holding the operation (its Markdown copy is `<route>.md`). */
  actions?: { siteUrl: string; route: string };
  /** "Changed since 3.2": the newest cut version's label and the link to this operation's changelog entries. */
  changed?: { label: string; href: string };
  /** The page's locale: the reference's own headings and labels are in its language. */
  locale?: string;
}) {
  const t = uiStrings(locale);
  const doc = documentLang(locale);
  const label = `${op.method.toUpperCase()} ${op.path}`;
  const responses = op.responses.flatMap((r) =>
    r.contents
      .filter((m) => m.examples.length)
      .slice(0, 1)
      .map((m) => examplePanel(r.status, r.status, m)),
  );
  // Shown when a body has named examples to choose between; one example is in the request samples.
  const bodies = (op.requestBody?.contents ?? [])
    .filter((m) => m.examples.length > 1)
    .map((m) => examplePanel(m.mediaType, m.mediaType, m));
  return (
    <section id={op.id} className="operation" aria-labelledby={`${op.id}-title`}>
      <div className="operation-doc">
        <h3 id={`${op.id}-title`} className="operation-title">
          {op.summary !== undefined ? (
            <DocumentText lang={doc}>{op.summary}</DocumentText>
          ) : (
            `${op.method.toUpperCase()} ${op.path}`
          )}
          <a
            className="hash-link"
            href={`#${op.id}`}
            aria-label={fill(t['api.op.linkTo'], { title: op.summary ?? op.path })}
          >
            #
          </a>
          <button
            type="button"
            className="copy-link"
            data-copy-link={op.id}
            aria-label={fill(t['api.op.copyLinkTo'], { title: op.summary ?? op.path })}
            {...copyMessages(locale)}
          >
            {t['api.op.copyLink']}
          </button>
          {actions && (
            <PageActions
              links={pageActionLinks({ ...actions, markdown: true, operation: { id: op.id, label } }, t)}
              label={fill(t['api.op.actions'], { title: op.summary ?? label })}
              section={op.id}
              locale={locale}
            />
          )}
        </h3>
        <p className="operation-endpoint">
          <MethodBadge method={op.method} /> <code className="operation-path">{op.path}</code>
          {op.deprecated && <span className="badge badge-deprecated">{t['api.op.deprecated']}</span>}
          <ChangedMark mark={changed} locale={locale} />
          {op.webhook && <span className="badge">{op.callback ? t['api.op.callback'] : t['api.op.webhook']}</span>}
          {!op.webhook && (
            // Shown only with JavaScript (html.js); the console's code loads on the first click.
            <button
              type="button"
              className="try-it-open"
              data-try-it={`/try-it/${model.id}/${op.id}.js`}
              aria-expanded="false"
            >
              {t['tryIt.open']}
            </button>
          )}
        </p>
        <IncomingLine op={op} locale={locale} />
        <Markdown text={op.description} lang={doc} />
        {(!op.webhook || op.security.length > 0) && (
          <SecurityLine security={op.security} model={model} t={t} doc={doc} />
        )}
        <ParametersTables parameters={op.parameters} base={schemaBase} locale={locale} />
        {op.requestBody && (
          <div className="api-block">
            <h4>
              {op.webhook ? t['api.op.payload'] : t['api.op.requestBody']}{' '}
              {op.requestBody.required ? (
                <span className="schema-required">{t['api.op.required']}</span>
              ) : (
                <span className="schema-optional">{t['api.op.optional']}</span>
              )}
            </h4>
            <Markdown text={op.requestBody.description} lang={doc} />
            <MediaSchemas contents={op.requestBody.contents} base={schemaBase} locale={locale} />
          </div>
        )}
        <div className="api-block">
          <h4>{op.webhook ? t['api.op.webhookResponses'] : t['api.op.responses']}</h4>
          {op.responses.map((response) => {
            const { lead, rest } = splitDescription(response.description);
            return (
              <details
                key={response.status}
                className={`response response-${response.status[0]}`}
                open={response.status.startsWith('2')}
              >
                <summary>
                  <span className="response-status">{response.status}</span> <InlineMarkdown text={lead} lang={doc} />
                </summary>
                <Markdown text={rest} lang={doc} />
                {response.headers.length > 0 && (
                  <p className="schema-fact">
                    {t['api.op.headers']}{' '}
                    {response.headers.map((h) => (
                      <code key={h.name}>{h.name}</code>
                    ))}
                  </p>
                )}
                <MediaSchemas contents={response.contents} base={schemaBase} locale={locale} />
              </details>
            );
          })}
        </div>
      </div>
      <div className="operation-samples">
        <CodePanels
          title={t['api.samples.request']}
          group="language"
          panels={op.samples.map((s) => ({ label: s.label, key: s.label, code: s.code, html: s.html }))}
          locale={locale}
        />
        <CodePanels title={t['api.samples.requestBody']} group="body" panels={bodies} locale={locale} />
        <PayloadPanels op={op} locale={locale} />
        <CodePanels title={t['api.samples.response']} group="status" panels={responses} locale={locale} />
      </div>
    </section>
  );
}
