/**
 * The rules that classify a change of an OpenAPI document as breaking or not (./changes.ts). Each
 * change names its rule, so a reader (and a pull request's reviewer) sees why it was flagged.
 * `breaking: 'library'` keeps api-smart-diff's verdict for that change (a type narrowed, a
 * parameter made required, a format changed: its rules know the direction of each keyword);
 * `true`/`false` are the portal's own verdicts where the library's differ or where it has none
 * (see README.md, "API changelog").
 */
export interface ChangeRule {
  breaking: boolean | 'library';
  /** Why, in one sentence, for the changelog and the CLI. */
  text: string;
}

export const CHANGE_RULES = {
  'operation-removed': { breaking: true, text: 'A removed operation fails every client that calls it.' },
  'operation-added': { breaking: false, text: 'A new operation changes nothing for existing clients.' },
  'operation-deprecated': {
    breaking: false,
    text: 'A deprecated operation still works; clients should plan to move off it.',
  },
  'operation-changed': {
    breaking: 'library',
    text: "Something else of the operation changed (servers, callbacks: api-smart-diff's rules).",
  },
  'operation-undeprecated': { breaking: false, text: 'An operation is no longer deprecated.' },
  'required-parameter-added': {
    breaking: true,
    text: 'A new required parameter fails every request that does not send it.',
  },
  'optional-parameter-added': { breaking: false, text: 'A new optional parameter can be left out.' },
  'parameter-removed': {
    breaking: true,
    text: 'A removed parameter is ignored or refused where clients still send it.',
  },
  'parameter-deprecated': { breaking: false, text: 'A deprecated parameter still works; stop sending it.' },
  'parameter-changed': {
    breaking: 'library',
    text: "A parameter's schema or requirement changed (api-smart-diff's rules).",
  },
  'required-request-field-added': {
    breaking: true,
    text: 'A new required request field fails every request that does not send it.',
  },
  'optional-request-field-added': { breaking: false, text: 'A new optional request field can be left out.' },
  'request-field-removed': { breaking: 'library', text: "A request field was removed (api-smart-diff's rules)." },
  'request-field-changed': { breaking: 'library', text: "A request field's schema changed (api-smart-diff's rules)." },
  'field-deprecated': { breaking: false, text: 'A deprecated field still works; plan to stop using it.' },
  'request-field-now-required': { breaking: true, text: 'A request that leaves the field out is now refused.' },
  'request-field-now-optional': { breaking: false, text: 'A request may now leave the field out.' },
  'response-field-now-required': { breaking: false, text: 'The field is now always sent.' },
  'response-field-now-optional': {
    breaking: true,
    text: 'The field may now be missing: a client that counts on it breaks.',
  },
  'response-field-removed': {
    breaking: true,
    text: 'A removed response field is no longer sent: a client that reads it breaks, required or not.',
  },
  'response-field-added': { breaking: false, text: 'A new response field is ignored by existing clients.' },
  'response-field-changed': {
    breaking: 'library',
    text: "A response field's schema changed (api-smart-diff's rules).",
  },
  'request-enum-narrowed': { breaking: true, text: 'A value clients may send is no longer accepted.' },
  'request-enum-widened': { breaking: false, text: 'A request accepts one more value.' },
  'response-enum-widened': {
    breaking: true,
    text: 'A response may carry a value clients do not know and may not handle.',
  },
  'response-enum-narrowed': { breaking: false, text: 'A response no longer carries one of its values.' },
  'status-removed': {
    breaking: true,
    text: 'A removed status code is no longer answered; clients handling it may break.',
  },
  'status-added': {
    breaking: false,
    text: 'A newly documented status code; clients should handle it, as any unlisted status.',
  },
  'security-required': {
    breaking: true,
    text: 'An operation that took no credentials now requires them.',
  },
  'security-removed': {
    breaking: true,
    text: 'A way to authenticate was removed: clients using it are refused.',
  },
  'security-added': { breaking: false, text: 'One more way to authenticate is accepted.' },
  'security-dropped': { breaking: false, text: 'The operation no longer requires credentials.' },
  'document-changed': {
    breaking: 'library',
    text: "A document-wide setting changed (servers, security schemes: api-smart-diff's rules).",
  },
} satisfies Record<string, ChangeRule>;

export type ChangeRuleId = keyof typeof CHANGE_RULES;
