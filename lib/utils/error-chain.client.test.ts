import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../browser/chunk-error';
import { errorChain } from './error-chain.client';

describe('errorChain', () => {
  it('lists the error and its causes, outermost first', () => {
    const error = new Error('Rendering failed', {
      cause: new Error('Could not load the profile', { cause: 'timeout' }),
    });
    expect(errorChain(error)).toEqual(['Rendering failed', 'Could not load the profile', 'timeout']);
  });

  it('stops on cycles', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorChain(a)).toEqual(['a', 'b']);
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed chunk and dynamic import loads only', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
