import type { Dispatch } from 'react';
import { fill } from '@/lib/i18n/format.client';
import {
  alternativeSchemes,
  isServerSideKind,
  kindLabel,
  kindNeedName,
  needsServerSideToken,
  schemeLabel,
  schemeWhere,
  tokenNeed,
} from '@/lib/try-it/auth.client';
import type { AuthAction, AuthState } from '@/lib/try-it/console-state.client';
import type { TokenKind, TryItOperation } from '@/lib/try-it/types';
import { useTryItStrings } from './strings';

interface AuthFieldsProps {
  op: Pick<TryItOperation, 'security' | 'schemes'>;
  /** The console's state for this fieldset: the alternative, the secrets by scheme, show and keep. */
  state: AuthState;
  dispatch: Dispatch<AuthAction>;
}

/**
 * The console's Authentication fieldset: what the operation needs, the alternative to send (named
 * for readers: "Public token, header X-Access-Token"), and one field per scheme of that alternative,
 * labelled and warned about by that scheme's own kind of token.
 */
export function AuthFields({ op, state, dispatch }: AuthFieldsProps) {
  const t = useTryItStrings();
  const { alternative, credentials, reveal, remember } = state;
  const schemes = alternativeSchemes(op, alternative);
  const toggle = (type: 'reveal' | 'remember') => (e: React.ChangeEvent<HTMLInputElement>) =>
    dispatch({ type, on: e.target.checked });
  return (
    <fieldset>
      <legend>{t['tryIt.authentication']}</legend>
      <p className="try-it-muted" data-try-it-need="">
        {tokenNeed(op, t)}
      </p>
      {needsServerSideToken(op) && (
        <p className="try-it-warning" data-try-it-server-side="">
          {fill(t['tryIt.serverSide'], {
            kinds:
              schemes
                .map((s) => s.kind)
                .filter(isServerSideKind)
                .map((kind) => kindNeedName(kind as TokenKind, t))
                .join(t['tryIt.or']) || t['tryIt.secret'],
          })}
        </p>
      )}
      {op.security.length > 1 && (
        <div className="try-it-field">
          <label htmlFor="try-it-alt">{t['tryIt.tokenAs']}</label>
          <select
            id="try-it-alt"
            value={alternative}
            onChange={(e) => dispatch({ type: 'alternative', index: Number(e.target.value) })}
          >
            {op.security.map((alt, i) => (
              <option key={i} value={i}>
                {alt.map((key) => (op.schemes[key] ? schemeLabel(op.schemes[key], t) : key)).join(' + ')}
              </option>
            ))}
          </select>
        </div>
      )}
      {schemes.map((s) => (
        <div className="try-it-field" key={s.key}>
          <label htmlFor={`try-it-token-${s.key}`}>
            {kindLabel(s.kind, t)} <span className="try-it-muted">({schemeWhere(s, t)})</span>
          </label>
          <input
            id={`try-it-token-${s.key}`}
            type={reveal ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            value={credentials[s.key] ?? ''}
            disabled={s.type === 'unsupported'}
            onChange={(e) => dispatch({ type: 'credential', key: s.key, value: e.target.value })}
          />
          {s.kind && isServerSideKind(s.kind) && (
            <small className="try-it-muted">{fill(t['tryIt.serverSideHint'], { kind: kindNeedName(s.kind, t) })}</small>
          )}
        </div>
      ))}
      {op.security.length > 0 && (
        <div className="try-it-checks">
          <label>
            <input type="checkbox" checked={reveal} onChange={toggle('reveal')} />
            {` ${t['tryIt.showToken']}`}
          </label>
          <label>
            <input type="checkbox" checked={remember} onChange={toggle('remember')} />
            {` ${t['tryIt.keepTokens']}`}
          </label>
        </div>
      )}
    </fieldset>
  );
}
