import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstLoadChunks, withCompileHint } from './compile-hints';

describe('firstLoadChunks', () => {
  it('lists the framework chunks a page loads, once each, without query strings', () => {
    const html =
      '<head><script src="/_next/static/chunks/a1.js" async=""></script>' +
      '<link rel="stylesheet" href="/_next/static/chunks/x.css"/>\n      ' +
      '<script async src="/_next/static/chunks/b2.js?dpl=1"></script>' +
      '<script src="/_next/static/chunks/a1.js"></script></head>';
    expect(firstLoadChunks(html)).toEqual(['chunks/a1.js', 'chunks/b2.js']);
  });

  it('ignores inline scripts, other hosts and non-JS files', () => {
    const html =
      '<script>self.__next_f.push([1,"src=\\"/_next/static/chunks/c.js\\""])</script>\n      ' +
      '<script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>' +
      '<script src="/_next/static/media/font.woff2"></script>';
    expect(firstLoadChunks(html)).toEqual([]);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([])');
    expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('keeps the script itself unchanged after the hint', () => {
    expect(withCompileHint('"use strict";x()').slice(COMPILE_HINT.length)).toBe('"use strict";x()');
  });
});
