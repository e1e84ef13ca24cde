import { PageActions } from '@/components/docs/page-actions';
import { uiStrings } from '@/lib/i18n/catalogue';
import { pageActionLinks } from '@/lib/mcp/page-actions';
import { exampleChoices } from '@/lib/openapi/examples';
import { exampleText } from '@/lib/openapi/highlight';
import type { SchemaPages } from '@/lib/openapi/pages';
import type { ApiReference, MediaView, OperationView, SecurityAlternative } from '@/lib/openapi/types';
import { ChangedMark } from './changed-mark';
import { CodePanels, type Panel } from './code-panels';
import { IncomingLine, PayloadPanels } from './incoming';
import { Markdown } from './markdown';
import { MethodBadge } from './method-badge';
import { ParametersTables } from './parameters-table';
import { SchemaBody } from './schema-view';

/** Which credentials an operation takes: "accessTokenReadOnly or accessTokenReadWrite". */
function SecurityLine({ security, model }: { security: SecurityAlternative[]; model: ApiReference }) {
  if (security.length === 0) return <p className="op-auth">No authentication required.</p>;
  const summary = (key: string) => model.securitySchemes.find((s) => s.key === key)?.summary ?? key;
  return (
    <p className="op-auth">
      <strong>Authentication:</strong>{' '}
      {security.map((alt, i) => (
        <span key={i}>
          {i > 0 && ' or '}
          {alt.map((r, j) => (
            <span key={r.scheme}>
              {j > 0 && ' and '}
              <a href={`#auth-${r.scheme}`}>
                <code>{r.scheme}</code>
              </a>{' '}
              <span className="op-auth-summary">({summary(r.scheme)})</span>
            </span>
          ))}
        </span>
      ))}
    </p>
  );
}

function MediaSchemas({ contents, base }: { contents: MediaView[]; base: SchemaPages }) {
  return (
    <>
      {contents.map((media) => (
        <div key={media.mediaType} className="media">
          {contents.length > 1 && <p className="media-type">{media.mediaType}</p>}
          {media.schema && <SchemaBody node={media.schema} base={base} />}
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
}: {
  op: OperationView;
  model: ApiReference;
  schemaBase?: SchemaPages;
  /** The site's origin and the route of the page holding the operation (its Markdown copy is `<route>.md`). */
  actions?: { siteUrl: string; route: string };
  /** "Changed since 3.2": the newest cut version's label and the link to this operation's changelog entries. */
  changed?: { label: string; href: string };
}) {
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
          {op.summary ?? `${op.method.toUpperCase()} ${op.path}`}
          <a className="hash-link" href={`#${op.id}`} aria-label={`Link to ${op.summary ?? op.path}`}>
            #
          </a>
          <button
            type="button"
            className="copy-link"
            data-copy-link={op.id}
            aria-label={`Copy link to ${op.summary ?? op.path}`}
          >
            Copy link
          </button>
          {actions && (
            <PageActions
              links={pageActionLinks({ ...actions, markdown: true, operation: { id: op.id, label } })}
              label={`Actions for ${op.summary ?? label}`}
              section={op.id}
            />
          )}
        </h3>
        <p className="operation-endpoint">
          <MethodBadge method={op.method} /> <code className="operation-path">{op.path}</code>
          {op.deprecated && <span className="badge badge-deprecated">Deprecated</span>}
          <ChangedMark mark={changed} />
          {op.webhook && <span className="badge">{op.callback ? 'Callback' : 'Webhook'}</span>}
          {!op.webhook && (
            // Shown only with JavaScript (html.js); the console's code loads on the first click.
            <button
              type="button"
              className="try-it-open"
              data-try-it={`/try-it/${model.id}/${op.id}.js`}
              aria-expanded="false"
            >
              {uiStrings()['tryIt.open']}
            </button>
          )}
        </p>
        <IncomingLine op={op} />
        <Markdown text={op.description} />
        {(!op.webhook || op.security.length > 0) && <SecurityLine security={op.security} model={model} />}
        <ParametersTables parameters={op.parameters} base={schemaBase} />
        {op.requestBody && (
          <div className="api-block">
            <h4>
              {op.webhook ? 'Payload' : 'Request body'}{' '}
              {op.requestBody.required ? (
                <span className="schema-required">required</span>
              ) : (
                <span className="schema-optional">optional</span>
              )}
            </h4>
            <Markdown text={op.requestBody.description} />
            <MediaSchemas contents={op.requestBody.contents} base={schemaBase} />
          </div>
        )}
        <div className="api-block">
          <h4>{op.webhook ? 'Responses your server should send' : 'Responses'}</h4>
          {op.responses.map((response) => (
            <details
              key={response.status}
              className={`response response-${response.status[0]}`}
              open={response.status.startsWith('2')}
            >
              <summary>
                <span className="response-status">{response.status}</span> {response.description?.split('\n')[0]}
              </summary>
              {response.headers.length > 0 && (
                <p className="schema-fact">
                  Headers:{' '}
                  {response.headers.map((h) => (
                    <code key={h.name}>{h.name}</code>
                  ))}
                </p>
              )}
              <MediaSchemas contents={response.contents} base={schemaBase} />
            </details>
          ))}
        </div>
      </div>
      <div className="operation-samples">
        <CodePanels
          title="Request"
          group="language"
          panels={op.samples.map((s) => ({ label: s.label, key: s.label, code: s.code, html: s.html }))}
        />
        <CodePanels title="Request body" group="body" panels={bodies} />
        <PayloadPanels op={op} />
        <CodePanels title="Response" group="status" panels={responses} />
      </div>
    </section>
  );
}
