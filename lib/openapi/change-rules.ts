import { ENGLISH, type UiKey } from '../i18n/english';

/**
 * The rules that classify a change of an OpenAPI document as breaking or not (./changes.ts). Each
 * change names its rule, so a reader (and a pull request's reviewer) sees why it was flagged.
 * `breaking: 'library'` keeps api-smart-diff's verdict for that change (a type narrowed, a
 * parameter made required, a format changed: its rules know the direction of each keyword);
 * `true`/`false` are the portal's own verdicts where the library's differ or where it has none
 * (see README.md, "API changelog"). Each rule's sentence is an interface string
 * (`api.changeRule.<id>` of lib/i18n/english.ts), so the changelog page says it in the page's language.
 */
export interface ChangeRule {
  breaking: boolean | 'library';
  /** Why, in one sentence, in English (the CLI, the MCP tools); `ruleTextKey` gives its catalogue key. */
  text: string;
}

/** Each rule's verdict. */
const VERDICTS = {
  'operation-removed': true,
  'operation-added': false,
  'operation-deprecated': false,
  'operation-changed': 'library',
  'operation-undeprecated': false,
  'required-parameter-added': true,
  'optional-parameter-added': false,
  'parameter-removed': true,
  'parameter-deprecated': false,
  'parameter-changed': 'library',
  'required-request-field-added': true,
  'optional-request-field-added': false,
  'request-field-removed': 'library',
  'request-field-changed': 'library',
  'field-deprecated': false,
  'request-field-now-required': true,
  'request-field-now-optional': false,
  'response-field-now-required': false,
  'response-field-now-optional': true,
  'response-field-removed': true,
  'response-field-added': false,
  'response-field-changed': 'library',
  'request-enum-narrowed': true,
  'request-enum-widened': false,
  'response-enum-widened': true,
  'response-enum-narrowed': false,
  'status-removed': true,
  'status-added': false,
  'security-required': true,
  'security-removed': true,
  'security-added': false,
  'security-dropped': false,
  'document-changed': 'library',
} as const satisfies Record<string, boolean | 'library'>;

export type ChangeRuleId = keyof typeof VERDICTS;

/** The catalogue key of a rule's sentence (`api.changeRule.status-removed`). */
export const ruleTextKey = (rule: ChangeRuleId) => `api.changeRule.${rule}` as const satisfies UiKey;

export const CHANGE_RULES = Object.fromEntries(
  (Object.keys(VERDICTS) as ChangeRuleId[]).map((rule) => [
    rule,
    { breaking: VERDICTS[rule], text: ENGLISH[ruleTextKey(rule)] },
  ]),
) as Record<ChangeRuleId, ChangeRule>;
