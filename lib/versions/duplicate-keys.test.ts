import { describe, expect, it } from 'vitest';
import { duplicateKeys } from './duplicate-keys';

describe('duplicateKeys', () => {
  it('finds the keys written twice in the object at the path', () => {
    const text = '{"docs": {"versions": {"current": {"label": "Next"}, "3.2": {"label": "a"}, "3.2": {"label": "b"}}}}';
    expect(duplicateKeys(text, ['docs', 'versions'])).toEqual(['3.2']);
  });

  it('ignores duplicates elsewhere, and strings that look like keys', () => {
    const text = JSON.stringify({
      a: { '3.2': 1 },
      docs: { label: '"3.2": {', versions: { current: { label: 'x' }, '3.2': { label: '3.2' } }, list: [{ x: 1 }] },
    }).replace('{"3.2":1}', '{"3.2":1,"3.2":2}');
    expect(duplicateKeys(text, ['docs', 'versions'])).toEqual([]);
  });

  it('reads escaped quotes in keys and values', () => {
    const text = '{"docs": {"versions": {"a\\"b": {"label": "x\\"y"}, "a\\"b": {"label": "z"}}}}';
    expect(duplicateKeys(text, ['docs', 'versions'])).toEqual(['a"b']);
  });
});
