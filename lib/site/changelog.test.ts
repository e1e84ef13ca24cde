import { describe, expect, it } from 'vitest';
import { loadApiCatalog } from '../openapi/catalog';
import type { ApiSpec } from '../openapi/specs';
import { buildChangelogs, changedSince, marksFingerprint } from './changelog';

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

describe('buildChangelogs', () => {
  const [changelog] = buildChangelogs(apis, versions);

  it('has one step per version, newest first, the last to today', () => {
    expect(changelog.href).toBe('/api/pets/changelog');
    expect(changelog.steps.map((s) => [s.anchor, s.from.label, s.to.label, s.total, s.breaking])).toEqual([
      ['since-2.0', '2.0', 'current', 4, 2],
      ['since-1.0', '1.0', '2.0', 1, 1],
    ]);
  });

  it('groups changes by operation and links each to both versions (a removed one to the older only)', () => {
    const older = changelog.steps[1].groups[0];
    expect(older).toMatchObject({
      anchor: 'since-1.0-deletePet',
      label: 'DELETE /pets/{petId}',
      beforeHref: '/api/1.0/pets#deletePet',
    });
    expect(older.afterHref).toBeUndefined();
    const since = changelog.steps[0].groups.find((g) => g.operation?.operationId === 'getPet');
    expect(since).toMatchObject({ beforeHref: '/api/2.0/pets#getPet', afterHref: '/api/pets#getPet' });
    // The operation 2.0 removed is back today: added, and linked to today's reference only.
    const back = changelog.steps[0].groups.find((g) => g.operation?.operationId === 'deletePet');
    expect(back?.changes.map((c) => c.rule)).toEqual(['operation-added']);
    expect(back?.beforeHref).toBeUndefined();
  });

  it('gives no changelog to a reference no version pinned, and none without versions', () => {
    expect(buildChangelogs(apis, [])).toEqual([]);
    expect(buildChangelogs(apis.slice(0, 1), versions)).toEqual([]);
  });

  it('marks the operations changed since the newest version, linking to their entries', () => {
    const marks = changedSince(changelog, apis[0]);
    expect(marks).toEqual({
      label: '2.0',
      href: '/api/pets/changelog',
      operations: {
        listPets: '/api/pets/changelog#since-2.0-listPets',
        getPet: '/api/pets/changelog#since-2.0-getPet',
        deletePet: '/api/pets/changelog#since-2.0-deletePet',
      },
    });
    expect(marksFingerprint(marks)).toContain('since-2.0-getPet');
    expect(marksFingerprint(undefined)).toBe('');
    expect(changedSince(undefined, apis[0])).toBeUndefined();
  });
});
