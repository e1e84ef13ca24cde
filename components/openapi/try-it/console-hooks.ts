import { type Dispatch, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { writeClipboard } from '@/lib/browser/clipboard';
import { sessionStore } from '@/lib/browser/storage';
import type { ConsoleAction, ConsoleState } from '@/lib/try-it/console-state.client';
import {
  type ConsoleView,
  copiedMessage,
  requestSample,
  type SampleKind,
  sentResponse,
  submission,
} from '@/lib/try-it/console-view.client';
import { type CheckStrings, checkForm, type FormCheck, type TryItModule } from '@/lib/try-it/issues.client';
import { readSavedTokens } from '@/lib/try-it/saved-tokens.client';
import { sendRequest } from '@/lib/try-it/send.client';
import type { TryItStrings } from './strings';

const sessionKey = (api: string) => `try-it-tokens:${api}`;

/**
 * Tokens kept for this tab only when the reader asked for it; never localStorage. Read once the
 * form is painted (a page's first use of sessionStorage takes a few milliseconds), written back
 * from then on.
 */
export function useKeptTokens(
  api: string,
  painted: boolean,
  { restored, remember, credentials }: Pick<ConsoleState, 'restored' | 'remember' | 'credentials'>,
  dispatch: Dispatch<ConsoleAction>,
) {
  useEffect(() => {
    if (!painted) return;
    const text = sessionStore.get(sessionKey(api));
    const saved = text ? readSavedTokens(text) : undefined;
    if (text && !saved) sessionStore.remove(sessionKey(api));
    dispatch({ type: 'restored', tokens: saved });
  }, [painted, api, dispatch]);
  useEffect(() => {
    if (!restored) return;
    if (remember) sessionStore.set(sessionKey(api), JSON.stringify(credentials));
    else sessionStore.remove(sessionKey(api));
  }, [restored, remember, credentials, api]);
}

/**
 * The form's check. The first waits for the form to be painted (it compiles the validators'
 * regular expressions, a good part of opening); later ones render deferred, so typing in a large
 * body stays responsive. Sending checks the current values again.
 */
export function useFormCheck(
  mod: TryItModule,
  { values, bodyText, form }: Pick<ConsoleState, 'values' | 'bodyText' | 'form'>,
  painted: boolean,
  t: CheckStrings,
): FormCheck | undefined {
  const checkedValues = useDeferredValue(values);
  const checkedBody = useDeferredValue(bodyText);
  const checkedForm = useDeferredValue(form);
  return useMemo(
    () => (painted ? checkForm(mod, checkedValues, checkedBody, checkedForm, t) : undefined),
    [painted, mod, checkedValues, checkedBody, checkedForm, t],
  );
}

/** Send (an example response, or the request with Cancel and its time-out) and Cancel. */
export function useSend(
  mod: TryItModule,
  state: ConsoleState,
  view: ConsoleView,
  dispatch: Dispatch<ConsoleAction>,
  t: TryItStrings,
) {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  async function send() {
    const next = submission(mod, state, view, t);
    if (next.kind === 'none') return;
    if (next.kind === 'mock') return dispatch({ type: 'response', response: next.response });
    const abort = new AbortController();
    controller.current = abort;
    dispatch({ type: 'response', response: { kind: 'sending' } });
    const result = await sendRequest(next.request, { signal: abort.signal });
    controller.current = null;
    dispatch({ type: 'response', response: sentResponse(result, next.request.url, window.location.href, t) });
  }
  return { send, cancel: () => controller.current?.abort() };
}

/** Copies the request as curl or fetch (the token only when shown), and says how that went. */
export async function copySample(
  kind: SampleKind,
  view: Pick<ConsoleView, 'request' | 'secrets'>,
  reveal: boolean,
  dispatch: Dispatch<ConsoleAction>,
  t: TryItStrings,
) {
  const text = requestSample(kind, view, reveal);
  try {
    await writeClipboard(text);
    dispatch({ type: 'copied', message: copiedMessage(kind, t) });
  } catch {
    dispatch({ type: 'copied', message: t['tryIt.clipboardRefused'] });
  }
}
