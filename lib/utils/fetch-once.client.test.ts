import { describe, expect, it, vi } from 'vitest';
import { loadShardedSearch } from '../search/load.client';
import { fetchOnce } from './fetch-once.client';

const respond = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
const parseNumber = (json: unknown) => {
  if (typeof json !== 'number') throw new Error('expected a number');
  return json;
};

describe('fetchOnce', () => {
  it('fetches each URL once for the page lifetime, with the credentials of the page', async () => {
    const files = fetchOnce(parseNumber, (url, reason) => `${url}: ${reason}`);
    const fetchImpl = respond(42);
    const [a, b] = await Promise.all([files.load('/n.json', fetchImpl), files.load('/n.json', fetchImpl)]);
    expect(a).toEqual({ ok: true, value: 42 });
    expect(b).toBe(a);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl).toHaveBeenCalledWith('/n.json', { credentials: 'same-origin' });
  });

  it(
    'resolves a failed request, a body that is not JSON or the wrong shape ' + 'to a failure with one warning',
    async () => {
      const files = fetchOnce(parseNumber, (url, reason) => `${url}: ${reason}`);
      const warn = vi.fn();
      expect(await files.load('/404.json', respond(1, 404), warn)).toEqual({ ok: false });
      expect(await files.load('/text.json', respond('{not json'), warn)).toEqual({ ok: false });
      expect(await files.load('/shape.json', respond('"x"'), warn)).toEqual({ ok: false });
      expect(
        await files.load(
          '/down.json',
          vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
          warn,
        ),
      ).toEqual({ ok: false });
      expect(warn.mock.calls.map(([message]) => message)).toEqual([
        '/404.json: HTTP 404',
        expect.stringMatching(/^\/text\.json: /),
        '/shape.json: expected a number',
        '/down.json: Failed to fetch',
      ]);
    },
  );

  it('gives search an empty engine when its index cannot be loaded', async () => {
    const warn = vi.fn();
    const search = await loadShardedSearch('/missing-index.json', respond({}, 500), warn);
    expect(await search.search('segment')).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toMatch(
      /^Search index \/missing-index\.json could not be loaded \(HTTP 500\); search shows no results\.$/,
    );
  });
});
