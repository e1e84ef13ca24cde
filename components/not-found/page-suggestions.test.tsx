import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSuggestions } from './page-suggestions.client';

// The heading comes from the catalogue (lib/i18n), in the page's locale.
const HEADING = 'Vous cherchiez peut-être une de ces pages ?';

const search = vi.hoisted(() => ({
  hits: [] as Array<{ record: { url: string; page: string } }>,
  queries: [] as string[],
}));
vi.mock('@/lib/search/load.client', () => ({
  loadShardedSearch: async () => ({
    search: async (query: string) => {
      search.queries.push(query);
      return search.hits;
    },
  }),
}));

const ROUTES = {
  version: 1,
  routes: [
    ['/docs/experience-sdk/intro', 'Introduction'],
    ['/docs/experience-sdk/translations', 'Translations'],
    ['/docs/acme-profiles/profiles-api', 'Profiles API'],
  ],
};

beforeEach(() => {
  search.hits = [];
  search.queries = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(ROUTES)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const at = (path: string) => window.history.replaceState(null, '', path);
const links = async () => (await screen.findByRole('navigation', { name: HEADING })).querySelectorAll('a');

describe('PageSuggestions', () => {
  it('lists the close page with its title, without searching when enough are close', async () => {
    at('/docs/experience-sdk/translatoins');
    search.hits = [{ record: { url: '/docs/experience-sdk/intro#start', page: 'Introduction' } }];
    render(<PageSuggestions searchIndex="/search-index-default.json" heading={HEADING} />);
    const found = await links();
    expect(found[0].getAttribute('href')).toBe('/docs/experience-sdk/translations');
    expect(found[0].textContent).toBe('Translations');
    // Fewer than five close: the path's words are searched and their pages follow, without anchors.
    expect(search.queries).toEqual(['experience sdk translatoins']);
    expect(found[1].getAttribute('href')).toBe('/docs/experience-sdk/intro');
  });

  it('falls back to the search when the routes file fails, with one warning', async () => {
    at('/guides/segments');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    search.hits = [{ record: { url: '/docs/acme-profiles/profiles-api#segments', page: 'Profiles API' } }];
    render(<PageSuggestions searchIndex="/search-index-default.json" heading={HEADING} />);
    const found = await links();
    expect([...found].map((a) => a.getAttribute('href'))).toEqual(['/docs/acme-profiles/profiles-api']);
    expect(found[0].textContent).toBe('Profiles API');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('shows nothing when no page is close and search finds none', async () => {
    at('/zzz');
    const { container } = render(<PageSuggestions searchIndex="/search-index-default.json" heading={HEADING} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });
});
