import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  afterPaintLoader,
  LOAD_FALLBACK_MS,
  scriptsAfterPaint,
  withScriptsAfterFirstPaint,
} from './scripts-after-paint';

const A = { src: '/_next/static/chunks/a.js', integrity: 'sha256-A=' };
const B = { src: '/_next/static/chunks/b.js?dpl=1&v=2', integrity: 'sha256-B=' };

// The head and body Next writes for a prerendered page, after withScriptIntegrity.
const page = [
  '<html><head><meta charSet="utf-8"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${A.src}" integrity="${A.integrity}"/>`,
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  `<script src="${A.src}" async="" integrity="${A.integrity}"></script>`,
  '<script src="/_next/static/chunks/b.js?dpl=1&amp;v=2" async="" integrity="sha256-B="></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule="" integrity="sha256-P="></script>',
  '</head><body><p>Text</p><script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('withScriptsAfterFirstPaint', () => {
  it('puts one loader in the first chunk’s place and drops the chunks’ tags and preloads', () => {
    const html = withScriptsAfterFirstPaint(page);
    expect(html).toBe(
      [
        '<html><head><meta charSet="utf-8"/>',
        '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
        `<script>${afterPaintLoader([A, B])}</script>`,
        '<script src="/_next/static/chunks/polyfills.js" noModule="" integrity="sha256-P="></script>',
        '</head><body><p>Text</p><script>self.__next_f.push([1,"x"])</script></body></html>',
      ].join(''),
    );
    // The list reads back in the page's order, entities decoded.
    expect(scriptsAfterPaint(html)).toEqual([A, B]);
  });

  it('leaves scripts that are not Next’s async chunks where they are', () => {
    const others = [
      '<script src="https://www.googletagmanager.com/gtag/js" async=""></script>',
      '<script src="/theme.js" integrity="sha256-T="></script>',
      '<script type="module" src="/m.js" async="" integrity="sha256-M="></script>',
      '<script>inline()</script>',
      '<link rel="preload" as="script" href="/elsewhere.js"/>',
    ].join('');
    expect(withScriptsAfterFirstPaint(others)).toBe(others);
    // With a chunk beside them, only the chunk (and its own preload) moves.
    const html = withScriptsAfterFirstPaint(
      `${others}<script src="${A.src}" async="" integrity="${A.integrity}"></script>`,
    );
    expect(html).toBe(`${others}<script>${afterPaintLoader([A])}</script>`);
  });

  it('changes nothing the second time, and a page without chunks not at all', () => {
    const once = withScriptsAfterFirstPaint(page);
    expect(withScriptsAfterFirstPaint(once)).toBe(once);
    expect(scriptsAfterPaint('<p>no loader</p>')).toEqual([]);
  });

  it('refuses a chunk without integrity, naming it', () => {
    expect(() => withScriptsAfterFirstPaint('<script src="/_next/static/chunks/x.js" async=""></script>')).toThrow(
      '<script src="/_next/static/chunks/x.js">: no integrity to load it with after the first paint',
    );
  });

  it('writes the list so that no `</script>` can end the loader early', () => {
    const odd = { src: '/_next/static/</script><script>alert(1)</script>.js', integrity: 'sha256-O=' };
    const loader = afterPaintLoader([odd]);
    expect(loader).not.toContain('<');
    expect(scriptsAfterPaint(`<script>${loader}</script>`)).toEqual([odd]);
  });
});

/** Runs the loader against a fake page: what it appends, and the hooks it leaves to fire. */
function runLoader({ hidden = false, paintTiming = true } = {}) {
  const appended: Array<{ src: string; integrity: string }> = [];
  const timers: Array<() => void> = [];
  const delays: number[] = [];
  const frames: Array<() => void> = [];
  const listeners: Record<string, () => void> = {};
  let observer: { callback: (list: unknown, o: unknown) => void; options: unknown; disconnected: boolean } | undefined;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: (list: unknown, o: unknown) => void) {
      observer = { callback, options: undefined, disconnected: false };
    }
    observe(options: unknown) {
      observer!.options = options;
    }
    disconnect() {
      observer!.disconnected = true;
    }
  }
  const element = () => ({ src: '', integrity: '' });
  const context = {
    self: { PerformanceObserver: FakeObserver },
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: (tag: string) => (tag === 'script' ? element() : undefined),
      head: { appendChild: (e: { src: string; integrity: string }) => appended.push({ ...e }) },
    },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => {
      timers.push(callback);
      delays.push(delay);
    },
  };
  vm.runInNewContext(afterPaintLoader([A, B]), context);
  const run = (queue: Array<() => void>) => {
    for (const callback of queue.splice(0)) callback();
  };
  const paint = (name: string) =>
    observer!.callback(
      { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
      {
        disconnect: () => {
          observer!.disconnected = true;
        },
      },
    );
  const flush = () => {
    run(frames);
    run(timers);
  };
  return { appended, observer: () => observer, paint, listeners, flush, delays };
}

describe('the loader', () => {
  it('adds the chunks, with their integrity, once the first contentful paint is reported', () => {
    const page = runLoader();
    expect(page.observer()?.options).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    page.flush();
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    page.flush();
    expect(page.appended).toEqual([A, B]);
    expect(page.observer()?.disconnected).toBe(true);
    // The load event's fallback, after that, adds nothing twice.
    page.listeners.load();
    page.flush();
    expect(page.appended).toEqual([A, B]);
  });

  it('falls back on a timer started by the load event when no paint is reported', () => {
    const page = runLoader();
    page.listeners.load();
    expect(page.appended).toEqual([]);
    expect(page.delays).toEqual([LOAD_FALLBACK_MS]);
    page.flush();
    expect(page.appended).toEqual([A, B]);
  });

  it('loads at once on a hidden page, and in a browser without paint timing', () => {
    expect(runLoader({ hidden: true }).appended).toEqual([A, B]);
    expect(runLoader({ paintTiming: false }).appended).toEqual([A, B]);
  });
});
