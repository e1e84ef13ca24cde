/**
 * The Try it console's state (components/openapi/try-it/): what the reader chose and typed, and
 * what came back, changed only by the actions below. Pure: it runs in the console's chunk in the
 * browser and in Node for its tests. What the form shows and sends is derived from it by the
 * selectors of console-view.client.ts.
 */
import { type ChosenFile, type FormState, initialFormState } from './form-body.client';
import { initialValue, type ParamValues, paramKey } from './request.client';
import type { TryItMode, TryItOperation } from './types';

/** The server select's value for a custom base URL; otherwise the value is a server's index. */
export const CUSTOM_SERVER = 'custom';

/** What the response panel shows: a real or example response, or a failure with no response. */
export type ResponseState =
  | {
      kind: 'response';
      mock: boolean;
      reason?: string;
      status: number;
      statusText?: string;
      ms?: number;
      headers: Array<[string, string]>;
      body: string;
      truncated: boolean;
    }
  | { kind: 'failure'; message: string; ms: number }
  | { kind: 'sending' };

/** The Authentication fieldset's part of the state. */
export interface AuthState {
  /** Index of the chosen security alternative in `op.security`. */
  alternative: number;
  /** Secrets by scheme key: two schemes sharing a header (private and public X-Access-Token) stay apart. */
  credentials: Record<string, string>;
  /** Tokens shown in their fields and in the copies. */
  reveal: boolean;
  /** Tokens kept in sessionStorage for this tab. */
  remember: boolean;
}

export interface ConsoleState extends AuthState {
  mode: TryItMode;
  /** A server's index as text, or CUSTOM_SERVER. */
  server: string;
  /** The chosen server variables by name (the others take their defaults). */
  variables: Record<string, string>;
  customUrl: string;
  /** The parameters' text by `paramKey`, as typed. */
  values: ParamValues;
  bodyText: string;
  /** A form body's fields and chosen files (multipart or URL-encoded), instead of `bodyText`. */
  form: FormState;
  response?: ResponseState;
  /** What the last copy did, announced by the status beside the buttons. */
  copied: string;
  /** Whether the tokens kept for the tab were read (only then are they written back). */
  restored: boolean;
}

export type AuthAction =
  | { type: 'alternative'; index: number }
  | { type: 'credential'; key: string; value: string }
  | { type: 'reveal'; on: boolean }
  | { type: 'remember'; on: boolean };

export type ConsoleAction =
  | AuthAction
  | { type: 'mode'; mode: TryItMode }
  | { type: 'server'; server: string }
  | { type: 'variable'; name: string; value: string }
  | { type: 'customUrl'; url: string }
  | { type: 'param'; key: string; value: string }
  | { type: 'body'; text: string }
  | { type: 'formField'; name: string; value: string }
  | { type: 'formFiles'; name: string; files: ChosenFile[] }
  /** The tokens kept for the tab were read: `tokens` when there were valid ones. */
  | { type: 'restored'; tokens?: Record<string, string> }
  | { type: 'response'; response: ResponseState }
  | { type: 'copied'; message: string };

export const initialAuthState: AuthState = { alternative: 0, credentials: {}, reveal: false, remember: false };

/** A body example as the editor shows it: pretty JSON, or nothing. */
export const exampleBodyText = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/**
 * The body as the form opens on it: with the named example the reader chose on the page (its key)
 * when the body has one of that name, else as given (its first example).
 */
export function openingBody(body: TryItOperation['body'], example?: string): TryItOperation['body'] {
  const chosen = example === undefined ? undefined : body?.examples?.find((ex) => ex.key === example);
  return chosen && body ? { ...body, example: chosen.value } : body;
}

/** Which named example the body's text is (its key), or '' once the reader has edited it: the picker shows it. */
export function loadedExample(body: Pick<NonNullable<TryItOperation['body']>, 'examples'>, text: string): string {
  return body.examples?.find((ex) => exampleBodyText(ex.value) === text)?.key ?? '';
}

/**
 * The form as it opens: the default mode, the first server, examples and defaults filled in; the
 * body from the named example chosen on the page (`example`, a key), if it has it.
 */
export function initialConsoleState(
  op: Pick<TryItOperation, 'defaultMode' | 'servers' | 'parameters' | 'body'>,
  example?: string,
) {
  const body = openingBody(op.body, example);
  const state: ConsoleState = {
    ...initialAuthState,
    mode: op.defaultMode,
    server: op.servers.length ? '0' : CUSTOM_SERVER,
    variables: {},
    customUrl: 'http://localhost:4010',
    values: Object.fromEntries(op.parameters.map((p) => [paramKey(p), initialValue(p)])),
    bodyText: body?.form ? '' : exampleBodyText(body?.example),
    form: initialFormState(body),
    copied: '',
    restored: false,
  };
  return state;
}

/** The Authentication fieldset's actions. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'alternative':
      return { ...state, alternative: action.index };
    case 'credential':
      return { ...state, credentials: { ...state.credentials, [action.key]: action.value } };
    case 'reveal':
      return { ...state, reveal: action.on };
    case 'remember':
      return { ...state, remember: action.on };
  }
}

export function consoleReducer(state: ConsoleState, action: ConsoleAction): ConsoleState {
  switch (action.type) {
    case 'mode':
      return { ...state, mode: action.mode };
    case 'server':
      return { ...state, server: action.server };
    case 'variable':
      return { ...state, variables: { ...state.variables, [action.name]: action.value } };
    case 'customUrl':
      return { ...state, customUrl: action.url };
    case 'param':
      return { ...state, values: { ...state.values, [action.key]: action.value } };
    case 'body':
      return { ...state, bodyText: action.text };
    case 'formField':
      return { ...state, form: { ...state.form, fields: { ...state.form.fields, [action.name]: action.value } } };
    case 'formFiles':
      return { ...state, form: { ...state.form, files: { ...state.form.files, [action.name]: action.files } } };
    case 'restored':
      return action.tokens
        ? { ...state, restored: true, credentials: action.tokens, remember: true }
        : { ...state, restored: true };
    case 'response':
      return { ...state, response: action.response };
    case 'copied':
      return { ...state, copied: action.message };
    default:
      return { ...state, ...authReducer(state, action) };
  }
}
