import { fill } from '@/lib/i18n/format.client';
import type { ResponseState } from '@/lib/try-it/console-state.client';
import { jsonTokens } from '@/lib/try-it/json-text.client';
import { MAX_RESPONSE_BYTES } from '@/lib/try-it/send.client';
import { useTryItStrings } from './strings';

const TOKEN_CLASS = { key: 't', string: 's', number: 'c', literal: 'c', punct: '', space: '' } as const;
const MAX_RESPONSE_MB = MAX_RESPONSE_BYTES / 1024 / 1024;

/** A body as text: JSON pretty-printed and highlighted with spans, anything else as it came. Never HTML. */
function Body({ text, contentType }: { text: string; contentType: string }) {
  const t = useTryItStrings();
  let shown = text;
  let json = false;
  if (/json/i.test(contentType) || /^\s*[[{]/.test(text)) {
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
      json = true;
    } catch {
      // Not JSON after all (or cut short): shown as text.
    }
  }
  if (!text) return <p className="try-it-muted">{t['tryIt.emptyBody']}</p>;
  return (
    <pre className="code-block try-it-body" tabIndex={0} role="group" aria-label={t['tryIt.responseBody']}>
      <code>
        {json
          ? jsonTokens(shown).map((t, i) =>
              TOKEN_CLASS[t.kind] ? (
                <span key={i} className={TOKEN_CLASS[t.kind]}>
                  {t.text}
                </span>
              ) : (
                t.text
              ),
            )
          : shown}
      </code>
    </pre>
  );
}

/** The response: status, time, headers and body, or why there is none. */
export function ResponseView({ state }: { state: ResponseState }) {
  const t = useTryItStrings();
  if (state.kind === 'sending')
    return (
      <p className="try-it-muted" role="status">
        {t['tryIt.sending']}
      </p>
    );
  if (state.kind === 'failure')
    return (
      <div className="try-it-error" role="alert" data-try-it-failure="">
        <strong>{t['tryIt.noResponse']}</strong> {state.message}
      </div>
    );
  const contentType = state.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  return (
    <div className="try-it-response" data-try-it-response="">
      <p role="status">
        <span className={`try-it-status try-it-status-${String(state.status)[0]}`} data-try-it-status={state.status}>
          {state.status} {state.statusText}
        </span>
        {' · '}
        {state.mock ? t['tryIt.fromExample'] : fill(t['tryIt.elapsed'], { ms: String(state.ms) })}
      </p>
      {state.reason && <p className="try-it-muted">{state.reason}</p>}
      {state.truncated && (
        <p className="try-it-warning">{fill(t['tryIt.truncated'], { max: String(MAX_RESPONSE_MB) })}</p>
      )}
      <details>
        <summary>{fill(t['tryIt.headers'], { count: String(state.headers.length) })}</summary>
        <dl className="try-it-headers">
          {state.headers.map(([name, value], i) => (
            <div key={i}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <Body text={state.body} contentType={contentType} />
    </div>
  );
}
