import type { UiStrings } from '../i18n/english';
import { fill } from '../i18n/format.client';
import { toFormData } from './form-body.client';
import type { BuiltRequest } from './request.client';

const TIMEOUT_MS = 30_000;
/** Responses larger than this are cut, with a notice. */
export const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

export type SendResult =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      headers: Array<[string, string]>;
      body: string;
      truncated: boolean;
      ms: number;
    }
  | { kind: 'network'; ms: number; message: string }
  | { kind: 'timeout'; ms: number }
  | { kind: 'cancelled'; ms: number };

/** Reads at most `limit` bytes of a body, cancelling the rest. */
export async function readLimited(
  response: Response,
  limit = MAX_RESPONSE_BYTES,
): Promise<{ text: string; truncated: boolean }> {
  if (!response.body) return { text: '', truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.length > limit) {
      chunks.push(value.slice(0, limit - size));
      size = limit;
      truncated = true;
      await reader.cancel();
      break;
    }
    chunks.push(value);
    size += value.length;
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return { text: new TextDecoder().decode(all), truncated };
}

/**
 * Sends a request from the browser: no credentials of the site (`omit`), no referrer, a time-out,
 * and a caller's signal to cancel. A failure with no response is a network or CORS failure, never
 * an empty success.
 */
export async function sendRequest(
  req: BuiltRequest,
  options: { signal?: AbortSignal; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<SendResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMEOUT_MS);
  const onCancel = () => controller.abort();
  options.signal?.addEventListener('abort', onCancel);
  try {
    const response = await (options.fetchImpl ?? fetch)(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.form ? toFormData(req.form) : req.body,
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    });
    const { text, truncated } = await readLimited(response);
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
      body: text,
      truncated,
      ms: ms(),
    };
  } catch (error) {
    if (timedOut) return { kind: 'timeout', ms: ms() };
    if (controller.signal.aborted) return { kind: 'cancelled', ms: ms() };
    return { kind: 'network', ms: ms(), message: (error as Error).message };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
  }
}

/** The texts of `failureText`, in the page's language. */
export type FailureStrings = Pick<UiStrings, 'tryIt.timeout' | 'tryIt.cancelled' | 'tryIt.networkError'>;

/** What a failure with no response means, for the reader. */
export function failureText(
  result: Exclude<SendResult, { kind: 'response' }>,
  origin: string,
  t: FailureStrings,
): string {
  if (result.kind === 'timeout') return fill(t['tryIt.timeout'], { origin, seconds: String(TIMEOUT_MS / 1000) });
  if (result.kind === 'cancelled') return t['tryIt.cancelled'];
  return fill(t['tryIt.networkError'], { origin });
}
