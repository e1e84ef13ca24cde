import { describe, expect, it } from 'vitest';
import { FR_REFERENCE } from '../../e2e/variant/fr-reference';
import { ENGLISH } from '../i18n/english';
import summariesEn from './__fixtures__/changes/summaries.en.json';
import { summaryCases } from './__fixtures__/changes/summary-cases';
import { CHANGE_SUMMARY_SHAPES, type ChangeSummary, phrase, summaryText } from './change-summary';
import { compareDocuments } from './changes';

const FRENCH = { ...ENGLISH, ...FR_REFERENCE };

describe('change summaries', () => {
  it('word every shape in English exactly as the comparison wrote them before they were data', () => {
    // summaries.en.json was captured from lib/openapi/changes.ts when it wrote English strings.
    const now: Record<string, string[]> = {};
    for (const c of summaryCases())
      now[c.name] = compareDocuments(c.before, c.after).map((x) => `${x.rule}: ${summaryText(x.message)}`);
    expect(now).toEqual(summariesEn);
    for (const c of summaryCases())
      for (const change of compareDocuments(c.before, c.after))
        expect(change.summary).toBe(summaryText(change.message));
  });

  it('the cases cover nearly every shape; the rest are worded here', () => {
    const used = new Set<string>();
    const walk = (s: ChangeSummary) => {
      used.add(s.shape);
      for (const v of Object.values(s.values ?? {})) if (typeof v !== 'string') walk(v);
    };
    for (const c of summaryCases()) for (const change of compareDocuments(c.before, c.after)) walk(change.message);
    // api-smart-diff reports enum values one by one, so a whole enum added or lifted is not produced by these edits.
    expect(CHANGE_SUMMARY_SHAPES.filter((s) => !used.has(s))).toEqual([
      'parameterNoPlace',
      'enumOnly',
      'enumLifted',
      'or',
    ]);
    const where = phrase('field', { field: '`kind`', where: phrase('requestBodyOf', { media: 'application/json' }) });
    expect(summaryText(phrase('enumOnly', { subject: where, value: '`["cat"]`' }))).toBe(
      'field `kind` of the request body (application/json): only the values `["cat"]`',
    );
    expect(summaryText(phrase('enumLifted', { subject: where, value: '`["cat"]`' }))).toBe(
      'field `kind` of the request body (application/json): the list of values `["cat"]` lifted',
    );
    expect(summaryText(phrase('removed', { subject: phrase('parameterNoPlace', { name: '`x`' }) }))).toBe(
      'parameter `x` removed',
    );
    const schemes = phrase('or', { first: phrase('or', { first: '`a`', next: '`b`' }), next: '`c`' });
    expect(summaryText(phrase('credentialsRequired', { schemes }))).toBe('credentials now required: `a` or `b` or `c`');
  });

  it('every shape has its English template in the catalogue', () => {
    for (const shape of CHANGE_SUMMARY_SHAPES) expect(ENGLISH[`api.changeSummary.${shape}`]).toBeTruthy();
  });

  it('word a summary in French, names and values kept as code', () => {
    const [added] = summaryCases().flatMap((c) =>
      compareDocuments(c.before, c.after).filter(
        (x) => x.rule === 'required-request-field-added' && x.pointer.includes('properties'),
      ),
    );
    expect(summaryText(added.message, FRENCH)).toBe(
      'champ `owner` (corps de la requête, application/json) : ajouté (obligatoire)',
    );
    const fr = (name: string) =>
      summaryCases()
        .filter((c) => c.name === name)
        .flatMap((c) => compareDocuments(c.before, c.after).map((x) => summaryText(x.message, FRENCH)));
    expect(fr('operation added and removed')).toEqual(['opération ajoutée', 'opération supprimée']);
    expect(fr('security required')).toEqual([
      'identifiants désormais obligatoires : `apiKey`',
      'authentification par `apiKey` ajoutée',
    ]);
    expect(fr('parameter required')).toEqual(['paramètre query `sort` : required défini à `true`']);
  });

  it('a missing value stays as its placeholder rather than throwing', () => {
    expect(summaryText({ shape: 'statusAdded' })).toBe('status {status} added');
  });
});
