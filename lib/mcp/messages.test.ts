import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMessages } from './messages';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('countMessages', () => {
  it('counts the top-level elements of a batch and one for anything else, without parsing', () => {
    expect(countMessages(bytes('{"jsonrpc":"2.0","id":1,"method":"ping"}'))).toBe(1);
    expect(countMessages(bytes(' \n[ ]'))).toBe(0);
    expect(countMessages(bytes('[{"a":[1,2,{"b":"],,["}]},{"c":"\\"],"}, 3 ,"x"]'))).toBe(4);
    expect(countMessages(bytes('[[1,2],[3]]'))).toBe(2);
  });

  it('agrees with JSON.parse on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(countMessages(bytes(text))).toBe(Array.isArray(value) ? value.length : 1);
        expect(countMessages(bytes(JSON.stringify(value, null, 2)))).toBe(Array.isArray(value) ? value.length : 1);
      }),
      { numRuns: 500 },
    );
  });

  it('stops counting past a bound', () => {
    expect(countMessages(bytes(`[${'1,'.repeat(10_000)}1]`), 9)).toBe(10);
  });
});
