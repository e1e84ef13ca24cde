import fs from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { firstSentence, SUMMARY_MAX } from './description';

describe('firstSentence', () => {
  it('gives the first sentence however many source lines it spans, and nothing for no text', () => {
    expect(firstSentence('Reads one\nprofile by id. Then more.')).toBe('Reads one profile by id.');
    expect(firstSentence('No period at all')).toBe('No period at all');
    expect(firstSentence('  ')).toBeUndefined();
    expect(firstSentence(42)).toBeUndefined();
  });

  it('does not end a sentence at a period inside a code span', () => {
    expect(firstSentence('Send `a. b` as the key. Then more.')).toBe('Send `a. b` as the key.');
  });

  it('cuts a sentence longer than the limit after a whole word or code span, never inside one', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const text = `${words} and an \`operator and operands list\` with more words after it to pass the limit ${words}.`;
    const cut = firstSentence(text)!;
    expect(cut.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(cut.endsWith('…')).toBe(true);
    // Every code span the cut keeps is closed.
    expect((cut.match(/`/g) ?? []).length % 2).toBe(0);
    expect(cut).toMatch(/\w…$/);
  });

  it("gives every schema of this site's documents a whole sentence, or a cut with closed code spans", () => {
    let long = 0;
    for (const file of ['openapi/content.yaml', 'openapi/profiles.yaml']) {
      const doc = yaml.load(fs.readFileSync(file, 'utf8')) as {
        components: { schemas: Record<string, { description?: string }> };
      };
      for (const [name, schema] of Object.entries(doc.components.schemas)) {
        const sentence = firstSentence(schema.description);
        if (!sentence) continue;
        expect((sentence.match(/`/g) ?? []).length % 2, `${file} ${name}`).toBe(0);
        expect(sentence, `${file} ${name}`).toMatch(/[.!?…:)`\w]$/);
        if (sentence.length > 200) long++;
      }
    }
    // SegmentExpression's first sentence is longer than 200 characters and stays whole.
    expect(long).toBeGreaterThan(0);
  });
});
