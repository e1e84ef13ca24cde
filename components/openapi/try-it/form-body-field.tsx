import type { Dispatch } from 'react';
import type { ConsoleAction } from '@/lib/try-it/console-state.client';
import { type ConsoleView, issueAt } from '@/lib/try-it/console-view.client';
import type { FormState } from '@/lib/try-it/form-body.client';
import type { FormCheck } from '@/lib/try-it/issues.client';
import type { TryItFormField, TryItOperation } from '@/lib/try-it/types';
import { BodyCheck } from './body-field';
import { ParamField } from './param-field';
import { useTryItStrings } from './strings';

/** A file field: the browser's file picker (several files for an array of binary strings). */
function FileField({
  field,
  issue,
  dispatch,
}: {
  field: TryItFormField;
  issue?: string;
  dispatch: Dispatch<ConsoleAction>;
}) {
  const t = useTryItStrings();
  const id = `try-it-body-${field.name}`;
  return (
    <div className="try-it-field">
      <label htmlFor={id}>
        <code>{field.name}</code> <span className="try-it-muted">file{field.multiple ? 's' : ''}</span>
        {field.required && <span className="schema-required">{t['tryIt.required']}</span>}
      </label>
      <input
        id={id}
        type="file"
        multiple={field.multiple}
        aria-invalid={issue ? true : undefined}
        required={field.required}
        aria-describedby={issue ? `${id}-err` : undefined}
        onChange={(e) => dispatch({ type: 'formFiles', name: field.name, files: [...(e.target.files ?? [])] })}
      />
      {issue && (
        <small id={`${id}-err`} className="try-it-invalid">
          {issue}
        </small>
      )}
    </div>
  );
}

/** A multipart or URL-encoded body: one field per property of its schema, files as file inputs, and its check. */
export function FormBodyFields({
  body,
  form,
  check,
  view,
  dispatch,
}: {
  body: NonNullable<TryItOperation['body']> & { form: TryItFormField[] };
  form: FormState;
  check: FormCheck | undefined;
  view: Pick<ConsoleView, 'bodyIssues'>;
  dispatch: Dispatch<ConsoleAction>;
}) {
  const t = useTryItStrings();
  return (
    <fieldset data-try-it-form-body="">
      <legend>
        Request body <span className="try-it-muted">({body.mediaType})</span>
        {body.required && <span className="schema-required">{t['tryIt.required']}</span>}
      </legend>
      {body.form.map((field) =>
        field.file ? (
          <FileField
            key={field.name}
            field={field}
            issue={issueAt(view.bodyIssues, `/body/${field.name}`)}
            dispatch={dispatch}
          />
        ) : (
          <ParamField
            key={field.name}
            param={{ ...field, in: 'body' }}
            value={form.fields[field.name] ?? ''}
            issue={issueAt(view.bodyIssues, `/body/${field.name}`)}
            onChange={(value) => dispatch({ type: 'formField', name: field.name, value })}
          />
        ),
      )}
      <div id="try-it-body-check" aria-live={check ? 'polite' : undefined}>
        {check && <BodyCheck body={body} check={check} issues={view.bodyIssues} />}
      </div>
    </fieldset>
  );
}
