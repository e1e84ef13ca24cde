import type { Dispatch } from 'react';
import type { ConsoleAction } from '@/lib/try-it/console-state.client';
import { issueAt } from '@/lib/try-it/console-view.client';
import { type ParamValues, paramKey } from '@/lib/try-it/request.client';
import type { TryItParam, ValidationIssue } from '@/lib/try-it/types';
import { useTryItStrings } from './strings';

/**
 * One parameter's input (or a form body's text field, `in: 'body'`): a select for an enum or a
 * boolean, comma-separated text for an array, else text.
 */
export function ParamField({
  param,
  value,
  onChange,
  issue,
}: {
  param: Omit<TryItParam, 'in'> & { in: TryItParam['in'] | 'body' };
  value: string;
  onChange: (value: string) => void;
  issue?: string;
}) {
  const t = useTryItStrings();
  const id = `try-it-${param.in}-${param.name}`;
  const describedBy =
    [param.descriptionHtml ? `${id}-desc` : '', issue ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': issue ? true : undefined,
    'aria-required': param.required || undefined,
  };
  const options = param.enum ?? (param.type === 'boolean' ? [true, false] : undefined);
  return (
    <div className="try-it-field">
      <label htmlFor={id}>
        <code>{param.name}</code>{' '}
        <span className="try-it-muted">
          {param.in}
          {param.type ? `, ${param.type}${param.itemType ? ` of ${param.itemType}` : ''}` : ''}
        </span>
        {param.required && <span className="schema-required">{t['tryIt.required']}</span>}
      </label>
      {options ? (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          {!param.required || value === '' ? <option value="">{t['tryIt.notSet']}</option> : null}
          {options.map((o) => (
            <option key={String(o)} value={String(o)}>
              {String(o)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          value={value}
          placeholder={param.type === 'array' ? 'comma-separated values' : undefined}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {param.descriptionHtml && (
        // Built from the document's Markdown by lib/try-it/operation-data.ts, raw HTML dropped.
        <small id={`${id}-desc`} className="try-it-muted" dangerouslySetInnerHTML={{ __html: param.descriptionHtml }} />
      )}
      {issue && (
        <small id={`${id}-err`} className="try-it-invalid">
          {issue}
        </small>
      )}
    </div>
  );
}

/** The Parameters fieldset: one field per parameter, with the problems at its pointer. */
export function ParamsFieldset({
  params,
  values,
  issues,
  dispatch,
}: {
  params: TryItParam[];
  values: ParamValues;
  issues: ValidationIssue[];
  dispatch: Dispatch<ConsoleAction>;
}) {
  const t = useTryItStrings();
  return (
    <fieldset>
      <legend>{t['tryIt.parameters']}</legend>
      {params.map((p) => (
        <ParamField
          key={paramKey(p)}
          param={p}
          value={values[paramKey(p)] ?? ''}
          issue={issueAt(issues, `/parameters/${p.name}`)}
          onChange={(v) => dispatch({ type: 'param', key: paramKey(p), value: v })}
        />
      ))}
    </fieldset>
  );
}
