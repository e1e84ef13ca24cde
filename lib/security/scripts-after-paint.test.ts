import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LINK_CLICK_GLOBAL, pageNavigationTarget } from '@/lib/browser/stuck-navigation';
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
  const listeners: Record<string, (event?: unknown) => void> = {};
  const capture: Record<string, unknown> = {};
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
    addEventListener: (type: string, listener: () => void, options?: unknown) => {
      listeners[type] = listener;
      capture[type] = options;
    },
    performance: { now: () => 1234.5 },
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
  return {
    appended,
    observer: () => observer,
    paint,
    listeners,
    capture,
    flush,
    delays,
    self: context.self as unknown as Record<string, unknown>,
  };
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

/** A click event on `anchor` (an `<a href>`, or what `closest` finds: nothing, or no element at all). */
function clickOn(
  anchor: { href: string; target?: string; download?: boolean } | null,
  init: Record<string, unknown> = {},
) {
  const element = anchor && {
    href: anchor.href,
    target: anchor.target ?? '',
    hasAttribute: (name: string) => name === 'download' && Boolean(anchor.download),
  };
  let prevented = false;
  const event = {
    target: { closest: (selector: string) => (selector === 'a[href]' ? element : undefined) },
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    preventDefault: () => {
      prevented = true;
    },
    stopPropagation: () => {
      prevented = true;
    },
    ...init,
  };
  return { event, prevented: () => prevented };
}

describe('the loader’s record of link clicks', () => {
  const next = 'http://localhost/docs/next';
  it('records the last click on a link, in the capture phase, and leaves the click alone', () => {
    const page = runLoader();
    expect(page.capture.click).toBe(true);
    const click = clickOn({ href: next });
    page.listeners.click(click.event);
    expect(click.prevented()).toBe(false);
    const recorded = page.self[LINK_CLICK_GLOBAL];
    expect(recorded).toEqual({ href: next, at: 1234.5, button: 0, keys: false, target: '', download: false });
    // What it records is what the progress bar reads back.
    expect(pageNavigationTarget(recorded, 'http://localhost/docs/intro')?.href).toBe(next);
    // Before the chunks load, and with them loaded: it never stops listening.
    page.paint('first-contentful-paint');
    page.flush();
    page.listeners.click(clickOn({ href: 'http://localhost/docs/other' }).event);
    expect((page.self[LINK_CLICK_GLOBAL] as { href: string }).href).toBe('http://localhost/docs/other');
  });

  it('records modifier keys, other buttons, targets and downloads, for the reader to tell apart', () => {
    const page = runLoader();
    const record = () => page.self[LINK_CLICK_GLOBAL];
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
      page.listeners.click(clickOn({ href: next }, { [key]: true }).event);
      expect(record()).toMatchObject({ keys: true });
      expect(pageNavigationTarget(record(), 'http://localhost/docs/intro')).toBeUndefined();
    }
    page.listeners.click(clickOn({ href: next }, { button: 1 }).event);
    expect(record()).toMatchObject({ button: 1 });
    page.listeners.click(clickOn({ href: next, target: '_blank' }).event);
    expect(record()).toMatchObject({ target: '_blank' });
    page.listeners.click(clickOn({ href: next, download: true }).event);
    expect(record()).toMatchObject({ download: true });
  });

  it('records nothing for a click outside a link, or on something that is no element', () => {
    const page = runLoader();
    page.listeners.click(clickOn(null).event);
    page.listeners.click({ target: {}, button: 0 });
    expect(LINK_CLICK_GLOBAL in page.self).toBe(false);
  });
});
