import type { Dispatch } from 'react';
import type { BaseUrlCheck } from '@/lib/http/origins.client';
import { fill } from '@/lib/i18n/format.client';
import { type ConsoleAction, type ConsoleState, CUSTOM_SERVER } from '@/lib/try-it/console-state.client';
import { allowedOriginsText } from '@/lib/try-it/console-view.client';
import type { TryItOperation } from '@/lib/try-it/types';
import { useTryItStrings } from './strings';

type Server = TryItOperation['servers'][number];

/** One variable of the chosen server: a select for an enum, else text. */
function ServerVariable({
  name,
  variable,
  value,
  dispatch,
}: {
  name: string;
  variable: Server['variables'][string];
  value: string | undefined;
  dispatch: Dispatch<ConsoleAction>;
}) {
  const id = `try-it-var-${name}`;
  const onChange = (e: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    dispatch({ type: 'variable', name, value: e.target.value });
  return (
    <label className="try-it-inline" htmlFor={id}>
      <code>{name}</code>{' '}
      {variable.enum ? (
        <select id={id} value={value ?? variable.default} onChange={onChange}>
          {variable.enum.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      ) : (
        <input id={id} value={value ?? variable.default} onChange={onChange} />
      )}
    </label>
  );
}

/** The custom base URL, refused (with the configuration key to change) off the allowed origins. */
function CustomBaseUrl({
  op,
  url,
  base,
  dispatch,
}: {
  op: Pick<TryItOperation, 'allowedOrigins'>;
  url: string;
  base: BaseUrlCheck;
  dispatch: Dispatch<ConsoleAction>;
}) {
  const t = useTryItStrings();
  return (
    <>
      <label htmlFor="try-it-base" className="try-it-muted">
        {fill(t['tryIt.baseUrl'], { origins: allowedOriginsText(op, t) })}
      </label>
      <input
        id="try-it-base"
        type="url"
        value={url}
        onChange={(e) => dispatch({ type: 'customUrl', url: e.target.value })}
        aria-invalid={!base.ok || undefined}
        aria-describedby={!base.ok ? 'try-it-base-err' : undefined}
        spellCheck={false}
      />
      {!base.ok && (
        <small id="try-it-base-err" className="try-it-invalid" data-try-it-base-error="">
          {base.message}
        </small>
      )}
    </>
  );
}

/** Live mode's server: one of the document's (with its variables) or a custom base URL. */
export function ServerField({
  op,
  state,
  base,
  dispatch,
}: {
  op: Pick<TryItOperation, 'servers' | 'allowedOrigins'>;
  state: Pick<ConsoleState, 'server' | 'variables' | 'customUrl'>;
  base: BaseUrlCheck;
  dispatch: Dispatch<ConsoleAction>;
}) {
  const { server, variables } = state;
  const t = useTryItStrings();
  return (
    <div className="try-it-field">
      <label htmlFor="try-it-server">{t['tryIt.server']}</label>
      <select id="try-it-server" value={server} onChange={(e) => dispatch({ type: 'server', server: e.target.value })}>
        {op.servers.map((s, i) => (
          <option key={i} value={String(i)}>
            {s.url}
            {s.description ? ` (${s.description})` : ''}
          </option>
        ))}
        <option value={CUSTOM_SERVER}>{t['tryIt.customServer']}</option>
      </select>
      {server !== CUSTOM_SERVER &&
        Object.entries(op.servers[Number(server)]?.variables ?? {}).map(([name, v]) => (
          <ServerVariable key={name} name={name} variable={v} value={variables[name]} dispatch={dispatch} />
        ))}
      {server === CUSTOM_SERVER && <CustomBaseUrl op={op} url={state.customUrl} base={base} dispatch={dispatch} />}
    </div>
  );
}
