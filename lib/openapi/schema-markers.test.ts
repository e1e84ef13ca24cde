import { describe, expect, it } from 'vitest';
import { mergeCatalogue } from '../i18n/catalogue';
import { ENGLISH } from '../i18n/english';
import { toApiReference } from './model';
import { circularText, optionLabel } from './schema-markers';
import { typeLabel } from './to-markdown';
import type { SchemaNode } from './types';

const french = mergeCatalogue({
  'api.schema.above': 'le schéma ci-dessus',
  'api.schema.cut': '… (non affiché : le schéma est trop grand)',
  'api.schema.option': 'Option n° {position}',
});

/** The view of one query parameter's schema. */
function viewOf(schema: object): SchemaNode | undefined {
  const doc = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/a': {
        get: {
          operationId: 'a',
          parameters: [{ name: 'n', in: 'query', schema }],
          responses: { '204': { description: 'No content' } },
        },
      },
    },
  };
  return toApiReference(doc, { id: 'x', samples: false }).tags[0].operations[0].parameters[0].schema;
}

describe('the schema viewer’s generated markers', () => {
  it('are data in the model, worded by the page: English as before, French from the catalogue', () => {
    const tree: Record<string, unknown> = { type: 'object', properties: {} };
    (tree.properties as Record<string, unknown>).child = tree;
    const root = viewOf({ type: 'object', properties: { tree } });
    const child = root?.kind === 'shape' ? root.properties?.[0].node : undefined;
    const cycle = child?.kind === 'shape' ? child.properties?.[0].node : undefined;
    expect(cycle).toEqual({ kind: 'circular', mark: 'above' });
    if (cycle?.kind !== 'circular') throw new Error('no cycle');
    expect(circularText(cycle)).toBe('the schema above');
    expect(circularText(cycle, french)).toBe('le schéma ci-dessus');
    // Markdown copies stay English.
    expect(typeLabel(cycle)).toBe('the schema above');
  });

  it('keep a titled cycle’s title, the document’s own text, in every locale', () => {
    expect(circularText({ kind: 'circular', label: 'Tree' }, french)).toBe('Tree');
  });

  it('word the cut a view stops at', () => {
    const cut = { kind: 'circular', mark: 'cut' } as const;
    expect(circularText(cut, ENGLISH)).toBe('… (not shown: the schema is too large to display)');
    expect(circularText(cut, french)).toBe('… (non affiché : le schéma est trop grand)');
    expect(typeLabel(cut)).toBe('… (not shown: the schema is too large to display)');
  });

  it('number an option with no name, title or type, and keep the others’ labels', () => {
    const view = viewOf({ oneOf: [{ description: 'anything' }, { type: 'string' }, { title: 'Named' }] });
    const options = view?.kind === 'shape' ? view.variants?.options : undefined;
    expect(options?.map((o) => o.label)).toEqual([undefined, 'string', 'Named']);
    expect(options?.map((o, i) => optionLabel(o, i))).toEqual(['Option 1', 'string', 'Named']);
    expect(options?.map((o, i) => optionLabel(o, i, french))).toEqual(['Option n° 1', 'string', 'Named']);
  });
});
