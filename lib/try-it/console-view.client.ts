/**
 * The Try it console's selectors: from its state (console-state.client.ts), the request it sends,
 * what keeps it from being sent, its code samples, and the response a Send gives. Pure: it runs in
 * the console's chunk in the browser and in Node for its tests.
 */
import { type BaseUrlCheck, checkBaseUrl } from '../http/origins.client';
import type { UiStrings } from '../i18n/english';
import { plural } from '../i18n/format.client';
import { alternativeSchemes } from './auth.client';
import type { ConsoleState, ResponseState } from './console-state.client';
import { CUSTOM_SERVER } from './console-state.client';
import { type CheckStrings, checkForm, type FormCheck, type TryItModule } from './issues.client';
import { type MockStrings, mockRespond } from './mock.client';
import { type BuiltRequest, buildRequest, serverUrl } from './request.client';
import type { SendResult } from './send.client';
import { type FailureStrings, failureText } from './send.client';
import { toCurl, toFetch, toPython } from './snippets.client';
import type { TryItOperation, TryItScheme, ValidationIssue } from './types';

/** What the form shows and sends, derived from the state and the last check of its values. */
export interface ConsoleView {
  /** The schemes of the chosen security alternative. */
  schemes: TryItScheme[];
  /** Their secrets by scheme key ('' when not typed). */
  chosen: Record<string, string>;
  /** Whether every scheme of the chosen alternative has a secret (or none is needed). */
  authorized: boolean;
  /** The typed secrets, masked in the copies unless shown. */
  secrets: string[];
  /** The base URL: the chosen server's, or the custom one when it is allowed. */
  base: BaseUrlCheck;
  request: BuiltRequest;
  /** The body cannot be sent: too large, or not JSON. */
  bodyBroken: boolean;
  /** Send is disabled: a broken body, or a refused base URL in live mode. */
  blocked: boolean;
  /** A request is on its way. */
  sending: boolean;
  /** The checked problems, at `/parameters/<name>` and `/body…`. */
  issues: ValidationIssue[];
  bodyIssues: ValidationIssue[];
  /** The request as a curl command, as shown below the buttons. */
  curl: string;
}

/** Whether a check refuses the body: over the size limit, or not parsed. */
const bodyRefused = (check: FormCheck | undefined) =>
  Boolean(check?.tooLarge) || (check?.parse !== undefined && !check.parse.ok);

/** The base URL the request goes to: the chosen server with its variables, or the custom URL once allowed. */
export function baseUrl(
  op: Pick<TryItOperation, 'servers' | 'allowedOrigins' | 'configKey'>,
  state: Pick<ConsoleState, 'server' | 'variables' | 'customUrl'>,
): BaseUrlCheck {
  if (state.server !== CUSTOM_SERVER)
    return { ok: true, url: serverUrl(op.servers[Number(state.server)], state.variables) };
  return checkBaseUrl(state.customUrl, {
    serverUrls: op.servers.map((s) => serverUrl(s)),
    patterns: op.allowedOrigins,
    configKey: op.configKey,
  });
}

/** Everything the form derives from its state; `check` is undefined until the first check ran. */
export function consoleView(op: TryItOperation, state: ConsoleState, check: FormCheck | undefined): ConsoleView {
  const schemes = alternativeSchemes(op, state.alternative);
  const chosen = Object.fromEntries(schemes.map((s) => [s.key, state.credentials[s.key] ?? '']));
  const secrets = Object.values(chosen).filter(Boolean);
  const base = baseUrl(op, state);
  const request = buildRequest({
    op,
    baseUrl: base.ok ? base.url : state.customUrl,
    values: state.values,
    bodyText: op.body ? state.bodyText : undefined,
    credentials: chosen,
    form: state.form,
  });
  const bodyBroken = bodyRefused(check);
  const issues = check?.issues ?? [];
  return {
    schemes,
    chosen,
    authorized: op.security.length === 0 || schemes.every((s) => chosen[s.key]),
    secrets,
    base,
    request,
    bodyBroken,
    blocked: bodyBroken || (state.mode === 'live' && !base.ok),
    sending: state.response?.kind === 'sending',
    issues,
    bodyIssues: issues.filter((i) => i.pointer.startsWith('/body')),
    curl: toCurl(request, secrets, state.reveal),
  };
}

/** The messages at one pointer, joined, or undefined when there are none. */
export const issueAt = (issues: ValidationIssue[], pointer: string) =>
  issues
    .filter((i) => i.pointer === pointer)
    .map((i) => i.message)
    .join('; ') || undefined;

/** The body editor's height in rows: its lines and one more, from 4 to 18. */
export const editorRows = (bodyText: string) => Math.min(18, Math.max(4, bodyText.split('\n').length + 1));

/** The custom base URL's label: the origins it may be on. */
export const allowedOriginsText = (
  op: Pick<TryItOperation, 'allowedOrigins'>,
  t: Pick<UiStrings, 'tryIt.serversOnly'>,
) => [...op.allowedOrigins].join(', ') || t['tryIt.serversOnly'];

export type SampleKind = 'curl' | 'fetch';

/** The request as a copy gives it: the token masked unless shown. */
export const requestSample = (kind: SampleKind, view: Pick<ConsoleView, 'request' | 'secrets'>, reveal: boolean) =>
  kind === 'curl' ? toCurl(view.request, view.secrets, reveal) : toFetch(view.request, view.secrets, reveal);

/**
 * The reference's request samples beside the console, by tab label, made from the request about to
 * be sent (tokens always masked): the languages the console can write; other tabs keep the
 * document's sample.
 */
export function followingSamples(view: Pick<ConsoleView, 'request' | 'secrets'>): Record<string, string> {
  return {
    curl: toCurl(view.request, view.secrets),
    JavaScript: toFetch(view.request, view.secrets),
    Python: toPython(view.request, view.secrets),
  };
}

/** What the status says after a copy. */
export const copiedMessage = (kind: SampleKind, t: Pick<UiStrings, 'tryIt.copiedCurl' | 'tryIt.copiedFetch'>) =>
  kind === 'curl' ? t['tryIt.copiedCurl'] : t['tryIt.copiedFetch'];

/** What Send does now: nothing, an example response from the document, or the request to send. */
export type Submission =
  | { kind: 'none' }
  | { kind: 'mock'; response: ResponseState }
  | { kind: 'live'; request: BuiltRequest };

/**
 * Send: nothing while blocked or sending, or when the body as it is now (checked again: the shown
 * check may lag behind typing) cannot be sent; in mock mode the document's answer to the values.
 */
export function submission(
  mod: TryItModule,
  state: ConsoleState,
  view: ConsoleView,
  t: CheckStrings & MockStrings,
): Submission {
  const current = checkForm(mod, state.values, state.bodyText, state.form, t);
  if (view.blocked || view.sending || bodyRefused(current)) return { kind: 'none' };
  if (state.mode === 'live') return { kind: 'live', request: view.request };
  const answer = mockRespond(
    { op: mod.operation, values: state.values, issues: current.issues, authorized: view.authorized },
    t,
  );
  return {
    kind: 'mock',
    response: {
      kind: 'response',
      mock: true,
      reason: answer.reason,
      status: answer.status,
      headers: answer.headers,
      body: answer.body,
      truncated: false,
    },
  };
}

/** The response panel's state for what a sent request got; `pageUrl` resolves a relative request URL. */
export function sentResponse(
  result: SendResult,
  requestUrl: string,
  pageUrl: string,
  t: FailureStrings,
): ResponseState {
  if (result.kind === 'response')
    return {
      kind: 'response',
      mock: false,
      status: result.status,
      statusText: result.statusText,
      ms: result.ms,
      headers: result.headers,
      body: result.body,
      truncated: result.truncated,
    };
  return { kind: 'failure', message: failureText(result, new URL(requestUrl, pageUrl).origin, t), ms: result.ms };
}

/** The note's texts on a sample tab the console does not write, in the page's language. */
export type SampleNoteStrings = Pick<
  UiStrings,
  'tryIt.sampleNote' | 'tryIt.sampleNoteFollowing.one' | 'tryIt.sampleNoteFollowing.other'
>;

/**
 * The note on a sample tab the console does not write: it keeps the document's sample, and the
 * tabs that follow the form (`following`, by label) are named, counted by the locale's plural rules.
 */
export function sampleNote(following: string[], t: SampleNoteStrings, locale = 'en'): string {
  if (!following.length) return t['tryIt.sampleNote'];
  return plural(t, 'tryIt.sampleNoteFollowing', following.length, locale, { tabs: following.join(', ') });
}
