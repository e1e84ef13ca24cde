import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { diskCache, readOrMake } from './disk-cache';
import { tempFolders } from './temp-project';

const folder = tempFolders('disk-cache-');

describe('diskCache', () => {
  it('reads back what it wrote, and nothing for a key it never wrote', () => {
    const cache = diskCache('.next/cache/x', '.txt', folder());
    cache.write('a', 'text');
    expect(cache.read('a')?.toString('utf8')).toBe('text');
    expect(cache.read('b')).toBeUndefined();
    expect(fs.readdirSync(path.dirname(cache.file('a')))).toEqual(['a.txt']);
  });

  it('goes on without the cache, warning once, when its folder cannot be made', () => {
    const root = folder();
    fs.writeFileSync(path.join(root, '.next'), 'a file where the folder would go');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const cache = diskCache('.next/cache/x', '.txt', root);
      expect(() => cache.write('a', 'text')).not.toThrow();
      expect(() => cache.write('b', 'text')).not.toThrow();
      expect(cache.read('a')).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(
        /could not write the cache \.next\/cache\/x .*the build goes on without it/,
      );
    } finally {
      warn.mockRestore();
    }
  });
});

describe('readOrMake', () => {
  const isNumber = (value: unknown): value is number => typeof value === 'number';

  it('makes a value once, then reads it; a damaged or unexpected entry is made again', () => {
    const cache = diskCache('.next/cache/x', '.bin', folder());
    const make = vi.fn(() => 42);
    expect(readOrMake(cache, 'k', isNumber, make)).toBe(42);
    expect(readOrMake(cache, 'k', isNumber, make)).toBe(42);
    expect(make).toHaveBeenCalledTimes(1);
    fs.writeFileSync(cache.file('k'), 'not a v8 value');
    expect(readOrMake(cache, 'k', isNumber, make)).toBe(42);
    cache.write('k', 'a string, not a number');
    expect(readOrMake(cache, 'k', isNumber, make)).toBe(42);
    expect(make).toHaveBeenCalledTimes(3);
  });
});
