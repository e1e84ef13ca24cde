'use client';

import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { checkBaseUrl } from '@/lib/http/origins';
import { sessionStore } from '@/lib/storage/storage';
import { checkForm, type FormCheck, type TryItModule } from '@/lib/try-it/issues';
import { mockRespond } from '@/lib/try-it/mock';
import { buildRequest, initialValue, type ParamValues, paramKey, serverUrl } from '@/lib/try-it/request';
import { readSavedTokens } from '@/lib/try-it/saved-tokens';
import { failureText, sendRequest } from '@/lib/try-it/send';
import { toCurl, toFetch } from '@/lib/try-it/snippets';
import type { TryItMode } from '@/lib/try-it/types';
import { writeClipboard } from '@/lib/ui/clipboard';
import { useAfterFirstPaint } from './after-paint';
import { AuthFields } from './auth-fields';
import { ParamField } from './param-field';
import { type ResponseState, ResponseView } from './response-view';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trapFocus(event: React.KeyboardEvent<HTMLElement>) {
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      'button:not(:disabled), input:not(:disabled), select, textarea, [tabindex="0"], summary',
    ),
  ];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

const sessionKey = (api: string) => `try-it-tokens:${api}`;
const CUSTOM = 'custom';

/**
 * The console of one operation, given its module (public/try-it/<api>/<operation>.js, loaded with
 * this chunk by the page's enhancer) or the error that kept it from loading.
 */
export default function TryItConsole({
  mod,
  title,
  onClose,
  fullscreen,
}: {
  mod: unknown;
  title: string;
  onClose: () => void;
  fullscreen: boolean;
}) {
  const loaded = typeof mod === 'object' && mod !== null && 'operation' in mod ? (mod as TryItModule) : undefined;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // Beside the operation it is part of the page (a heading under the operation's); full screen on
  // a phone it is a modal dialog that keeps focus inside.
  const Heading = fullscreen ? 'h2' : 'h4';
  return (
    <section
      className="try-it"
      aria-labelledby="try-it-title"
      {...(fullscreen ? { role: 'dialog', 'aria-modal': true } : {})}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
        else if (fullscreen && e.key === 'Tab') trapFocus(e);
      }}
      data-try-it-ready={loaded ? '' : undefined}
    >
      <div className="try-it-head">
        <Heading id="try-it-title" ref={headingRef} tabIndex={-1}>
          Try it: {title}
        </Heading>
        <button type="button" className="try-it-button" onClick={onClose}>
          Close
        </button>
      </div>
      {loaded ? (
        <ConsoleForm mod={loaded} />
      ) : (
        <p role="alert">
          The console&apos;s data could not be loaded ({mod instanceof Error ? mod.message : 'not a Try it module'}).
          Reload the page and try again.
        </p>
      )}
    </section>
  );
}

function ConsoleForm({ mod }: { mod: TryItModule }) {
  const op = mod.operation;
  const [mode, setMode] = useState<TryItMode>(op.defaultMode);
  const [server, setServer] = useState(op.servers.length ? '0' : CUSTOM);
  const [variables, setVariables] = useState<Record<string, string>>({});
  const [customUrl, setCustomUrl] = useState('http://localhost:4010');
  const [values, setValues] = useState<ParamValues>(() =>
    Object.fromEntries(op.parameters.map((p) => [paramKey(p), initialValue(p)])),
  );
  const [bodyText, setBodyText] = useState(() =>
    op.body?.example === undefined ? '' : JSON.stringify(op.body.example, null, 2),
  );
  const [alternative, setAlternative] = useState(0);
  const [credentials, setCredentials] = useState<Record<string, string>>({});
  const [remember, setRemember] = useState(false);
  const [reveal, setReveal] = useState(false);
  const [response, setResponse] = useState<ResponseState>();
  const [copied, setCopied] = useState('');
  const controller = useRef<AbortController | null>(null);
  const painted = useAfterFirstPaint();
  const [restored, setRestored] = useState(false);

  // Tokens kept for this tab only when the reader asked for it; never localStorage. Read once the
  // form is painted: a page's first use of sessionStorage takes a few milliseconds.
  useEffect(() => {
    if (!painted) return;
    const text = sessionStore.get(sessionKey(op.api));
    setRestored(true);
    if (!text) return;
    const saved = readSavedTokens(text);
    if (saved) {
      setCredentials(saved);
      setRemember(true);
    } else sessionStore.remove(sessionKey(op.api));
  }, [painted, op.api]);
  useEffect(() => {
    if (!restored) return;
    if (remember) sessionStore.set(sessionKey(op.api), JSON.stringify(credentials));
    else sessionStore.remove(sessionKey(op.api));
  }, [restored, remember, credentials, op.api]);
  useEffect(() => () => controller.current?.abort(), []);

  // The first check waits for the form to be painted (it compiles the validators' regular
  // expressions, a good part of opening); later ones render deferred, so typing in a large body
  // stays responsive. Sending checks the current values again.
  const checkedValues = useDeferredValue(values);
  const checkedBody = useDeferredValue(bodyText);
  const check: FormCheck | undefined = useMemo(
    () => (painted ? checkForm(mod, checkedValues, checkedBody) : undefined),
    [painted, mod, checkedValues, checkedBody],
  );
  const schemes = (op.security[alternative] ?? []).map((key) => op.schemes[key]).filter(Boolean);
  const chosen = Object.fromEntries(schemes.map((s) => [s.key, credentials[s.key] ?? '']));
  const authorized = op.security.length === 0 || schemes.every((s) => chosen[s.key]);
  const secrets = Object.values(chosen).filter(Boolean);
  const base =
    server === CUSTOM
      ? checkBaseUrl(customUrl, {
          serverUrls: op.servers.map((s) => serverUrl(s)),
          patterns: op.allowedOrigins,
          configKey: op.configKey,
        })
      : { ok: true as const, url: serverUrl(op.servers[Number(server)], variables) };
  const request = buildRequest({
    op,
    baseUrl: base.ok ? base.url : customUrl,
    values,
    bodyText: op.body ? bodyText : undefined,
    credentials: chosen,
  });
  const broken = (c: FormCheck | undefined) => Boolean(c?.tooLarge) || (c?.parse !== undefined && !c.parse.ok);
  const bodyBroken = broken(check);
  const blocked = bodyBroken || (mode === 'live' && !base.ok);
  const sending = response?.kind === 'sending';
  const issues = check?.issues ?? [];
  const issueAt = (pointer: string) =>
    issues
      .filter((i) => i.pointer === pointer)
      .map((i) => i.message)
      .join('; ') || undefined;
  const bodyIssues = issues.filter((i) => i.pointer.startsWith('/body'));

  async function send() {
    const current = checkForm(mod, values, bodyText);
    if (blocked || sending || broken(current)) return;
    if (mode === 'mock') {
      const answer = mockRespond({ op, values, issues: current.issues, authorized });
      setResponse({
        kind: 'response',
        mock: true,
        reason: answer.reason,
        status: answer.status,
        headers: answer.headers,
        body: answer.body,
        truncated: false,
      });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setResponse({ kind: 'sending' });
    const result = await sendRequest(request, { signal: abort.signal });
    controller.current = null;
    if (result.kind === 'response')
      setResponse({
        kind: 'response',
        mock: false,
        status: result.status,
        statusText: result.statusText,
        ms: result.ms,
        headers: result.headers,
        body: result.body,
        truncated: result.truncated,
      });
    else
      setResponse({
        kind: 'failure',
        message: failureText(result, new URL(request.url, window.location.href).origin),
        ms: result.ms,
      });
  }

  async function copy(kind: 'curl' | 'fetch') {
    // Copies carry the token only when it is shown.
    const text = kind === 'curl' ? toCurl(request, secrets, reveal) : toFetch(request, secrets, reveal);
    try {
      await writeClipboard(text);
      setCopied(kind === 'curl' ? 'curl command copied.' : 'fetch call copied.');
    } catch {
      setCopied('The browser refused the clipboard: select the command below instead.');
    }
  }

  return (
    <form
      className="try-it-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      noValidate
    >
      <fieldset className="try-it-mode">
        <legend>Answers</legend>
        <label>
          <input type="radio" name="try-it-mode" checked={mode === 'mock'} onChange={() => setMode('mock')} /> Use
          example responses
        </label>
        <label>
          <input type="radio" name="try-it-mode" checked={mode === 'live'} onChange={() => setMode('live')} /> Send to
          the server
        </label>
      </fieldset>

      {mode === 'live' && (
        <div className="try-it-field">
          <label htmlFor="try-it-server">Server</label>
          <select id="try-it-server" value={server} onChange={(e) => setServer(e.target.value)}>
            {op.servers.map((s, i) => (
              <option key={i} value={String(i)}>
                {s.url}
                {s.description ? ` (${s.description})` : ''}
              </option>
            ))}
            <option value={CUSTOM}>Custom base URL…</option>
          </select>
          {server !== CUSTOM &&
            Object.entries(op.servers[Number(server)]?.variables ?? {}).map(([name, v]) => (
              <label key={name} className="try-it-inline" htmlFor={`try-it-var-${name}`}>
                <code>{name}</code>{' '}
                {v.enum ? (
                  <select
                    id={`try-it-var-${name}`}
                    value={variables[name] ?? v.default}
                    onChange={(e) => setVariables({ ...variables, [name]: e.target.value })}
                  >
                    {v.enum.map((o) => (
                      <option key={o}>{o}</option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={`try-it-var-${name}`}
                    value={variables[name] ?? v.default}
                    onChange={(e) => setVariables({ ...variables, [name]: e.target.value })}
                  />
                )}
              </label>
            ))}
          {server === CUSTOM && (
            <>
              <label htmlFor="try-it-base" className="try-it-muted">
                Base URL (allowed: {[...op.allowedOrigins].join(', ') || 'the document’s servers only'})
              </label>
              <input
                id="try-it-base"
                type="url"
                value={customUrl}
                onChange={(e) => setCustomUrl(e.target.value)}
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
          )}
        </div>
      )}

      {op.parameters.length > 0 && (
        <fieldset>
          <legend>Parameters</legend>
          {op.parameters.map((p) => (
            <ParamField
              key={paramKey(p)}
              param={p}
              value={values[paramKey(p)] ?? ''}
              issue={issueAt(`/parameters/${p.name}`)}
              onChange={(v) => setValues({ ...values, [paramKey(p)]: v })}
            />
          ))}
        </fieldset>
      )}

      <AuthFields
        op={op}
        alternative={alternative}
        onAlternative={setAlternative}
        credentials={credentials}
        onCredentials={setCredentials}
        reveal={reveal}
        onReveal={setReveal}
        remember={remember}
        onRemember={setRemember}
      />

      {op.body && (
        <div className="try-it-field">
          <label htmlFor="try-it-body">
            Request body <span className="try-it-muted">({op.body.mediaType})</span>
            {op.body.required && <span className="schema-required"> required</span>}
          </label>
          <textarea
            id="try-it-body"
            className="try-it-editor"
            value={bodyText}
            spellCheck={false}
            rows={Math.min(18, Math.max(4, bodyText.split('\n').length + 1))}
            aria-invalid={bodyBroken || bodyIssues.length > 0 || undefined}
            aria-describedby="try-it-body-check"
            onChange={(e) => setBodyText(e.target.value)}
          />
          {/* Live once checked: the first result is part of opening, not news to announce. */}
          <div id="try-it-body-check" aria-live={check ? 'polite' : undefined}>
            {!check ? null : check.tooLarge ? (
              <small className="try-it-invalid">{check.tooLarge}</small>
            ) : check.parse && !check.parse.ok ? (
              <small className="try-it-invalid" data-try-it-parse-error="">
                Not valid JSON. {check.parse.message}
              </small>
            ) : bodyIssues.length ? (
              <ul className="try-it-invalid" data-try-it-body-issues="">
                {bodyIssues.map((i, n) => (
                  <li key={n}>
                    <code>{i.pointer.replace(/^\/body/, '') || '/'}</code>: {i.message}
                  </li>
                ))}
              </ul>
            ) : (
              <small className="try-it-muted">
                {op.body.validator ? 'Matches the schema.' : 'Not checked: the schema could not be compiled.'}
              </small>
            )}
          </div>
        </div>
      )}

      <div className="try-it-actions">
        {/* Not disabled while sending: a disabled button loses focus, and keyboard users their place. */}
        <button
          type="submit"
          className="try-it-button try-it-send"
          disabled={blocked}
          aria-disabled={sending || undefined}
        >
          {mode === 'mock' ? 'Send (example response)' : 'Send'}
        </button>
        {sending && (
          <button type="button" className="try-it-button" onClick={() => controller.current?.abort()}>
            Cancel
          </button>
        )}
        <button type="button" className="try-it-button" onClick={() => void copy('curl')}>
          Copy as curl
        </button>
        <button type="button" className="try-it-button" onClick={() => void copy('fetch')}>
          Copy as fetch
        </button>
        <span role="status" className="try-it-muted">
          {copied}
        </span>
      </div>
      <pre
        className="code-block try-it-curl"
        data-try-it-curl=""
        role="group"
        aria-label="The request as a curl command"
        tabIndex={0}
      >
        <code>{toCurl(request, secrets, reveal)}</code>
      </pre>
      {response && <ResponseView state={response} />}
    </form>
  );
}
