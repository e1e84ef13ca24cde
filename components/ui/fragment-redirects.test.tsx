import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FragmentRedirects } from './fragment-redirects';

/** Runs the page's inline script against a stand-in location, as the browser would. */
function run(html: string, hash: string) {
  const code = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  const location = { hash, replace: vi.fn() };
  const listeners: Array<() => void> = [];
  new Function('location', 'addEventListener', code)(location, (_: string, listener: () => void) =>
    listeners.push(listener),
  );
  const hashChange = (next: string) => {
    location.hash = next;
    for (const listener of listeners) listener();
  };
  return { location, hashChange };
}

describe('FragmentRedirects', () => {
  it('renders nothing on a page without fragment redirects', () => {
    expect(renderToStaticMarkup(<FragmentRedirects map={{}} />)).toBe('');
  });

  it('moves an old fragment to its target on load and on a hash change, and leaves other fragments', () => {
    const html = renderToStaticMarkup(
      <FragmentRedirects map={{ 'old id': '/api/content#newId', '</script>': '/x', toString: '/y' }} />,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const onLoad = run(html, '#old%20id');
    expect(onLoad.location.replace).toHaveBeenCalledWith('/api/content#newId');
    const later = run(html, '#listItems');
    expect(later.location.replace).not.toHaveBeenCalled();
    later.hashChange('#old id');
    expect(later.location.replace).toHaveBeenCalledWith('/api/content#newId');
    // Only the map's own keys: an inherited property name is no redirect.
    const inherited = run(html, '#constructor');
    expect(inherited.location.replace).not.toHaveBeenCalled();
  });
});
