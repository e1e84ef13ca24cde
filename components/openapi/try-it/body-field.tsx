import type { Dispatch } from 'react';
import { fill } from '@/lib/i18n/format.client';
import { type ConsoleAction, exampleBodyText, loadedExample } from '@/lib/try-it/console-state.client';
import { type ConsoleView, editorRows } from '@/lib/try-it/console-view.client';
import type { FormCheck } from '@/lib/try-it/issues.client';
import type { TryItOperation } from '@/lib/try-it/types';
import { useTryItStrings } from './strings';

type Body = NonNullable<TryItOperation['body']>;

/** What the last check says of the body: too large, not JSON, its schema errors, or that it matches. */
export function BodyCheck({
  body,
  check,
  issues,
}: {
  body: Body;
  check: FormCheck;
  issues: ConsoleView['bodyIssues'];
}) {
  const t = useTryItStrings();
  if (check.tooLarge) return <small className="try-it-invalid">{check.tooLarge}</small>;
  if (check.parse && !check.parse.ok)
    return (
      <small className="try-it-invalid" data-try-it-parse-error="">
        Not valid JSON. {check.parse.message}
      </small>
    );
  if (issues.length)
    return (
      <ul className="try-it-invalid" data-try-it-body-issues="">
        {issues.map((i, n) => (
          <li key={n}>
            <code>{i.pointer.replace(/^\/body/, '') || '/'}</code>: {i.message}
          </li>
        ))}
      </ul>
    );
  return (
    <small className="try-it-muted">{body.validator ? t['tryIt.schemaMatches'] : t['tryIt.schemaUnchecked']}</small>
  );
}

/** The request body's JSON editor and its check. */
export function BodyField({
  body,
  text,
  check,
  view,
  dispatch,
}: {
  body: Body;
  text: string;
  /** The last check, undefined until the first one ran. */
  check: FormCheck | undefined;
  view: Pick<ConsoleView, 'bodyBroken' | 'bodyIssues'>;
  dispatch: Dispatch<ConsoleAction>;
}) {
  const t = useTryItStrings();
  return (
    <div className="try-it-field">
      {body.examples && (
        <div className="try-it-example">
          <label htmlFor="try-it-example">{t['tryIt.loadExample']}</label>
          {/* Shows the example the body is; once edited, the placeholder, so any example loads again. */}
          <select
            id="try-it-example"
            value={loadedExample(body, text)}
            onChange={(e) => {
              const example = body.examples?.find((ex) => ex.key === e.target.value);
              if (example) dispatch({ type: 'body', text: exampleBodyText(example.value) });
            }}
          >
            <option value="" disabled>
              {fill(t['tryIt.exampleChoice'], { count: body.examples.length })}
            </option>
            {body.examples.map((ex) => (
              <option key={ex.key} value={ex.key}>
                {ex.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <label htmlFor="try-it-body">
        {t['tryIt.requestBody']} <span className="try-it-muted">({body.mediaType})</span>
        {body.required && <span className="schema-required">{t['tryIt.required']}</span>}
      </label>
      <textarea
        id="try-it-body"
        className="try-it-editor"
        value={text}
        spellCheck={false}
        rows={editorRows(text)}
        aria-invalid={view.bodyBroken || view.bodyIssues.length > 0 || undefined}
        aria-describedby="try-it-body-check"
        onChange={(e) => dispatch({ type: 'body', text: e.target.value })}
      />
      {/* Live once checked: the first result is part of opening, not news to announce. */}
      <div id="try-it-body-check" aria-live={check ? 'polite' : undefined}>
        {check && <BodyCheck body={body} check={check} issues={view.bodyIssues} />}
      </div>
    </div>
  );
}
