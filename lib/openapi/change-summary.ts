import { ENGLISH, type UiStrings } from '../i18n/english';
import { fill } from '../i18n/format.client';

/**
 * A change's one-line summary as data: a catalogue key (`api.changeSummary.<shape>` of
 * lib/i18n/english.ts) and its values, each a text as the document writes it (a name in backticks,
 * a path, a status) or another such phrase ("field `name` of the request body (application/json)").
 * The page words it in its locale; `summaryText` with no catalogue gives the English line the CLI
 * report, the Markdown copies and the MCP tools print.
 */

export const CHANGE_SUMMARY_SHAPES = [
  'added',
  'removed',
  'deprecated',
  'addedRequired',
  'addedOptional',
  'changedAt',
  'change',
  'set',
  'valueRemoved',
  'changedFrom',
  'field',
  'fieldNowRequired',
  'fieldNowOptional',
  'requestBodyOf',
  'responseOf',
  'response',
  'parameter',
  'parameterNoPlace',
  'enumOnly',
  'enumLifted',
  'enumValueAdded',
  'enumValueRemoved',
  'enumValueReplaced',
  'header',
  'headerAlwaysSent',
  'headerOptional',
  'operationAdded',
  'operationRemoved',
  'operationDeprecated',
  'operationUndeprecated',
  'requestBody',
  'requestBodyAt',
  'statusAdded',
  'statusRemoved',
  'credentialsRequired',
  'or',
  'credentialsDropped',
  'authRemoved',
  'authAdded',
] as const;

export type ChangeSummaryShape = (typeof CHANGE_SUMMARY_SHAPES)[number];

/** One phrase of a summary: its shape and the values its template takes. */
export interface ChangeSummary {
  shape: ChangeSummaryShape;
  values?: Record<string, string | ChangeSummary>;
}

/** A phrase (its values first) shorthand for the comparison. */
export const phrase = (shape: ChangeSummaryShape, values?: Record<string, string | ChangeSummary>): ChangeSummary =>
  values ? { shape, values } : { shape };

type SummaryStrings = Pick<UiStrings, `api.changeSummary.${ChangeSummaryShape}`>;

/** The summary in the words of `strings` (a locale's catalogue; English by default), its phrases worded inside out. */
export function summaryText(summary: ChangeSummary, strings: SummaryStrings = ENGLISH): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(summary.values ?? {}))
    values[name] = typeof value === 'string' ? value : summaryText(value, strings);
  return fill(strings[`api.changeSummary.${summary.shape}`], values);
}
