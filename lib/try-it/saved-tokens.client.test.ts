import { describe, expect, it } from 'vitest';
import { readSavedTokens } from './saved-tokens.client';

describe('readSavedTokens', () => {
  it('reads what the console writes', () => {
    expect(readSavedTokens('{"access_token":"t1","bearer":"t2"}')).toEqual({ access_token: 't1', bearer: 't2' });
  });

  it.each([null, '', 'null', 'undefined', '{not json', '42', '[]', '"a string"', '{"a":1}', '{"a":{"b":"c"}}'])(
    'gives nothing for %j',
    (text) => {
      expect(readSavedTokens(text)).toBeUndefined();
    },
  );

  it('keeps __proto__ as a plain key, never as the prototype', () => {
    const tokens = readSavedTokens('{"__proto__":"x"}');
    expect(Object.getPrototypeOf(tokens)).toBe(Object.prototype);
  });
});
