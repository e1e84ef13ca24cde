import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../../content/site.config.json';
import { parseMarkdown } from '../markdown/parse';
import { loadApiCatalog } from '../openapi/catalog';
import type { ApiSpec } from '../openapi/specs';
import { type ClaimIndex, checkClaims } from './check';
import { claimApi, schemeKind } from './operations';

const root = path.join(import.meta.dirname, '../..');
let index: ClaimIndex;
beforeAll(async () => {
  const apis = (await loadApiCatalog(config.apis as ApiSpec[], root)).map(claimApi);
  index = { all: apis, own: apis };
});

/** Checks Markdown as a docs page whose frontmatter is `offset` lines long. */
function check(markdown: string, file = 'content/docs/guide.mdx', offset = 3) {
  return checkClaims([{ file, tree: parseMarkdown(markdown), text: markdown, lineOffset: offset }], index);
}

/** Checks a fixture, its body's lines shifted by its frontmatter like the content loader's. */
function checkFixture(name: string) {
  const text = fs.readFileSync(path.join(import.meta.dirname, '__fixtures__', name), 'utf8');
  const end = text.indexOf('\n---\n', 4) + 5;
  const offset = text.slice(0, end).split('\n').length - 1;
  return check(text.slice(end), `lib/claims/__fixtures__/${name}`, offset);
}

describe('schemeKind', () => {
  it('names the kind a security scheme key says, without where the token goes', () => {
    expect(schemeKind('privateTokenHeader')).toBe('private');
    expect(schemeKind('publicTokenQuery')).toBe('public');
    expect(schemeKind('accessTokenReadOnly')).toBe('read only');
    expect(schemeKind('accessTokenReadWrite')).toBe('read write');
    expect(schemeKind('apiKey')).toBe('');
    expect(schemeKind('bearerAuth')).toBe('');
  });
});

describe('checkClaims on the old mistakes', () => {
  it('fails on each, naming the file, line and column, what is wrong and what the document says', () => {
    const errors = checkFixture('old-mistakes.mdx');
    const file = 'lib/claims/__fixtures__/old-mistakes.mdx';
    expect(errors).toEqual([
      `${file}:5:111: "private token" is said of an operation that does not take it: ` +
        'profiles#upsertProfile (PUT /profiles/upsert) takes a public token (its security requirements in ' +
        'openapi/profiles.yaml); name the token the operation takes',
      `${file}:8:65: "public access token" is said of an operation that does not take it: ` +
        'profiles#lookupProfile (GET /profiles/lookup) takes a private token (its security requirements in ' +
        'openapi/profiles.yaml); name the token the operation takes',
      expect.stringMatching(
        /^lib\/claims\/__fixtures__\/old-mistakes\.mdx:10:55: "READ-ONLY token" is said of an operation that does not take it: content#createFilter \(POST \/v2\/content\/filters\) takes a read write token/,
      ),
      `${file}:12:74: 201 is said of profiles#upsertProfile (PUT /profiles/upsert), which has no 201 response in ` +
        'openapi/profiles.yaml (its responses: 200, 429); name a status the operation has, or add the response to the document',
      expect.stringMatching(
        /old-mistakes\.mdx:14:26: 409 is said of profiles#createSegment \(POST \/segments\), which has no 409/,
      ),
      `${file}:18:3: the table's public token row links profiles#getSegment (GET /segments/{segment_id}/), ` +
        'which takes a private token (its security requirements in openapi/profiles.yaml); ' +
        'move it to the row of the token it takes',
      expect.stringMatching(/old-mistakes\.mdx:34:52: the table's private token row links profiles#upsertProfile/),
      `${file}:23:6: page_size 500 in a call to the content API: openapi/content.yaml allows 1 to 100 ` +
        '(searchContentItems, listFilters, listFilterItems, listLegacyCollectionItems)',
      expect.stringMatching(/old-mistakes\.mdx:28:41: page_size 250 in a call to the content API: .* allows 1 to 100/),
    ]);
  });
});

describe('checkClaims on correct prose', () => {
  it('passes: the kinds and statuses the operations have, negations, other clauses, unbounded code', () => {
    expect(checkFixture('correct.mdx')).toEqual([]);
  });

  it('reads a status only where it is said of an operation', () => {
    // Another clause, another subject: the agent's status, not the lookup's.
    expect(check('If [the lookup](/api/profiles#lookupProfile) fails, the agent answers `502`.')).toEqual([]);
    // A number that is not a status.
    expect(check('[Search](/api/content#searchContentItems) returns 300 items over three pages.')).toEqual([]);
    expect(check('[Search](/api/content#searchContentItems) returns 409.')).toEqual([
      expect.stringMatching(/guide\.mdx:4:51: 409 is said of content#searchContentItems/),
    ]);
  });

  it("reads a token kind only next to an operation, and only its own reference's kinds", () => {
    expect(check('Upserts take a private token.\n\nSee [the upsert](/api/profiles#upsertProfile).')).toEqual([]);
    expect(check('[Create a filter](/api/content#createFilter) from your server, with a private token.')).toEqual([]);
  });

  it("resolves relative links and a split page's links to the operation", () => {
    const errors = checkClaims(
      [
        {
          file: 'content/docs/a/b.mdx',
          tree: parseMarkdown('[Upsert](../../api/profiles/profiles#upsertProfile) takes a private token.'),
          lineOffset: 0,
          href: '/docs/a/b',
        },
      ],
      index,
    );
    expect(errors).toEqual([expect.stringMatching(/^content\/docs\/a\/b\.mdx:1:52: "private token" is said of/)]);
  });
});

describe('descriptionSources', () => {
  it("reads a reference's own guide, placed at its lines and indentation in the document", async () => {
    const { descriptionSources } = await import('./descriptions');
    const text = [
      'openapi: 3.1.0',
      'info:',
      '  title: T',
      '  description: |',
      '    Intro.',
      '',
      '    [Upsert](#upsertProfile) takes a private token.',
    ].join('\n');
    const api = {
      spec: { id: 'profiles', file: 'openapi/t.yaml' },
      href: '/api/profiles',
      model: { description: 'Intro.\n\n[Upsert](#upsertProfile) takes a private token.\n', tags: [] },
    } as never;
    const sources = descriptionSources(api, text, parseMarkdown);
    expect(checkClaims(sources, index)).toEqual([
      expect.stringMatching(/^openapi\/t\.yaml:7:38: "private token" is said of .*profiles#upsertProfile/),
    ]);
  });
});
