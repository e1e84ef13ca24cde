import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadApiCatalog } from '@/lib/openapi/catalog';
import type { ApiSpec } from '@/lib/openapi/specs';
import { buildChangelogs } from '@/lib/site/changelog';
import { ChangedMark } from './changed-mark';
import { ChangelogView } from './changelog';

const FIXTURES = 'lib/openapi/__fixtures__/changes';
const spec = (id: string, file: string, version?: string): ApiSpec =>
  ({
    id,
    title: 'Pets API',
    navLabel: 'Pets',
    file: `${FIXTURES}/${file}.yaml`,
    mode: 'strict',
    ...(version ? { version } : {}),
  }) as ApiSpec;

// Two cut versions: 1.0 pinned the base document, 2.0 the one without DELETE; today's lost a field.
const apis = await loadApiCatalog([
  spec('pets', 'response-field-removed'),
  spec('1.0/pets', 'base', '1.0'),
  spec('2.0/pets', 'removed-operation', '2.0'),
]);
const versions = [
  { name: '1.0', label: '1.0' },
  { name: '2.0', label: '2.0' },
];

describe('the changelog page', () => {
  const [changelog] = buildChangelogs(apis, versions);

  it('renders the page without client code: steps, verdicts, rules and both links', () => {
    const html = renderToStaticMarkup(<ChangelogView changelog={changelog} />);
    expect(html).toContain('<h1 class="api-page-title">Pets changelog</h1>');
    expect(html).toContain('<h2 id="since-2.0">Since 2.0</h2>');
    expect(html).toContain('<h2 id="since-1.0">1.0 to 2.0</h2>');
    expect(html).toContain('<span class="badge badge-breaking">Breaking</span> field <code>nickname</code>');
    expect(html).toContain('Rule <code>response-field-removed</code>');
    expect(html).toContain('href="/api/2.0/pets#getPet" aria-label="GET /pets/{petId} in 2.0"');
    expect(html).toContain('<span>Not in 2.0</span>');
    expect(html).not.toContain('<script');
  });

  it('renders the mark as a link, and nothing without one', () => {
    expect(renderToStaticMarkup(<ChangedMark mark={{ label: '3.2', href: '/api/x/changelog#a' }} />)).toBe(
      '<a class="badge badge-changed" href="/api/x/changelog#a">Changed since 3.2</a>',
    );
    expect(renderToStaticMarkup(<ChangedMark />)).toBe('');
  });
});
