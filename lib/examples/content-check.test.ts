import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../../content/site.config.json';
import { parseMarkdown } from '../markdown/parse';
import { type ApiEntry, loadApiCatalog } from '../openapi/catalog';
import type { ApiSpec } from '../openapi/specs';
import { VERDICT_CACHE_DIR } from '../openapi/verdict-cache';
import { checkExamples } from './content-check';

const root = path.join(import.meta.dirname, '../..');
let apis: ApiEntry[];
beforeAll(async () => {
  apis = await loadApiCatalog(config.apis as ApiSpec[], root);
});

const PROFILES = 'https://profiles.acme.com/api/v1/consumer';
const CONTENT = 'https://api.acme.com';

/** Checks one doc made of the given code blocks (file lines: the frontmatter is 4 lines). */
function check(...blocks: string[]) {
  const tree = parseMarkdown(blocks.join('\n\n'));
  return checkExamples([{ file: 'content/docs/guide.mdx', tree, lineOffset: 4 }], apis);
}
const bash = (code: string, meta = '') => `\`\`\`bash${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;

describe('checkExamples', () => {
  it('passes a correct request: path template, token header, body valid against the schema', () => {
    const report = check(
      bash(
        `curl -X PUT ${PROFILES}/profiles/upsert \\\n  -H "X-Access-Token: $PUBLIC" \\\n` +
          `  -d '{ "fields": { "email": "ana@example.com" } }'`,
      ),
    );
    expect(report.errors).toEqual([]);
    expect(report.checked).toBe(1);
    expect([...report.exercised]).toEqual(['profiles#upsertProfile']);
  });

  it('names the file, the line and the closest operations for a path that does not exist', () => {
    const { errors } = check('Intro', bash(`curl ${PROFILES}/profile/lookup?email=a -H "X-Access-Token: $T"`));
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          /^content\/docs\/guide\.mdx:8: curl example: the profiles API has no operation at GET \/profile\/lookup\. /
            .source + /Closest operations: GET \/profiles\/lookup \(lookupProfile\)/.source,
        ),
      ),
    ]);
  });

  it('names the methods a path takes when the method is wrong', () => {
    const { errors } = check(bash(`curl -X POST ${PROFILES}/profiles/upsert -H "X-Access-Token: $T" -d '{}'`));
    expect(errors[0]).toMatch(/guide\.mdx:6: .*no POST \/profiles\/upsert: this path takes PUT/);
  });

  it('reports a base path the server does not have', () => {
    expect(check(bash(`curl https://profiles.acme.com/api/v2/segments -H "X-Access-Token: $T"`)).errors[0]).toMatch(
      /does not start with the server's base path "\/api\/v1\/consumer"/,
    );
  });

  it('reports a missing required query parameter and an unknown one', () => {
    const { errors } = check(bash(`curl -G ${CONTENT}/v2/content/items -d page=1 -d pagesize=5 -d "access_token=$T"`));
    expect(errors).toEqual([
      expect.stringMatching(
        /guide\.mdx:6: curl example of content#\w+ \(GET \/v2\/content\/items\): missing required query parameter "q"/,
      ),
      expect.stringMatching(/unknown query parameter "pagesize" \(the operation takes .*page_size/),
    ]);
  });

  it('reports a token in the wrong place and a missing token', () => {
    const wrong = check(bash(`curl "${CONTENT}/v2/content/items?q=shoes" -H "access_token: $T"`)).errors;
    expect(wrong).toEqual([
      expect.stringMatching(
        /token: expected the access_token query parameter; found the token's name in the headers instead/,
      ),
    ]);
    const none = check(bash(`curl ${PROFILES}/segments`)).errors;
    expect(none).toEqual([
      expect.stringMatching(
        /token: expected the x-access-token header, or the access_token query parameter, found none/,
      ),
    ]);
  });

  it('reports a body that contradicts the schema at its JSON pointer, and a missing required body', () => {
    const { errors } = check(
      bash(
        `curl -X PUT ${PROFILES}/profiles/upsert -H "X-Access-Token: $T" ` +
          `-d '{ "fields": { "email": "a@b.c" }, "timestamp": 5 }'`,
      ),
    );
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          /upsertProfile \(PUT \/profiles\/upsert\): request body \/timestamp: must be string /.source +
            /.*\(schema #\/paths\/~1profiles~1upsert\/put\/requestBody/.source,
        ),
      ),
    ]);
    expect(check(bash(`curl -X PUT ${PROFILES}/profiles/upsert -H "X-Access-Token: $T"`)).errors[0]).toMatch(
      /missing request body/,
    );
  });

  it("gives the same report with a build's verdict cache, which keeps each body's verdict in the project", () => {
    const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-'));
    try {
      const tree = parseMarkdown(
        bash(
          `curl -X PUT ${PROFILES}/profiles/upsert -H "X-Access-Token: $T" ` +
            `-d '{ "fields": { "email": "a@b.c" }, "timestamp": 5 }'`,
        ),
      );
      const sources = [{ file: 'content/docs/guide.mdx', tree, lineOffset: 4 }];
      const plain = checkExamples(sources, apis);
      expect(plain.errors).toHaveLength(1);
      expect(checkExamples(sources, apis, cacheRoot)).toEqual(plain);
      expect(fs.readdirSync(path.join(cacheRoot, VERDICT_CACHE_DIR))).toHaveLength(1);
      expect(checkExamples(sources, apis, cacheRoot)).toEqual(plain);
    } finally {
      fs.rmSync(cacheRoot, { recursive: true, force: true });
    }
  });

  it('checks fetch calls in script blocks, ignoring values computed at run time', () => {
    const code =
      `\`\`\`ts\nconst BASE = '${PROFILES}';\nawait fetch(\`\${BASE}/profiles/upsert\`, {\n  method: 'PUT',\n` +
      `  headers: { 'X-Access-Token': TOKEN },\n` +
      `  body: JSON.stringify({ fields: { email }, timestamp: 12 }),\n});\n\`\`\``;
    expect(check(code).errors).toEqual([
      expect.stringMatching(
        /guide\.mdx:7: fetch example of profiles#upsertProfile .*request body \/timestamp: must be string/,
      ),
    ]);
  });

  it('checks JSON blocks marked with an operation, as request or response bodies', () => {
    const ok = check('```json operation=profiles#upsertProfile\n{ "fields": { "email": "a@b.c" } }\n```');
    expect(ok.errors).toEqual([]);
    expect(check('```json operation=upsertProfil\n{}\n```').errors[0]).toMatch(
      /guide\.mdx:5: json example: no operation "upsertProfil"\. Closest operations: profiles#upsertProfile/,
    );
    expect(check('```json operation=upsertProfile status=418\n{}\n```').errors[0]).toMatch(
      /upsertProfile has no 418 response \(it has 200/,
    );
  });

  it('skips a block marked skip-check with its reason, and refuses a mark without one', () => {
    const skipped = check(bash(`curl ${PROFILES}/segments`, 'skip-check="shows the 403 a missing token gets"'));
    expect(skipped.errors).toEqual([]);
    expect(skipped.skipped).toEqual([{ at: 'content/docs/guide.mdx:6', reason: 'shows the 403 a missing token gets' }]);
    expect(check(bash(`curl ${PROFILES}/segments`, 'skip-check')).errors[0]).toMatch(
      /guide\.mdx:6: skip-check needs a reason/,
    );
  });

  it('never checks code that is not an HTTP example, nor URLs of other hosts', () => {
    const report = check(
      '```ts\nimport { init } from "@acme/experience-sdk";\ninit({ id: "x" });\nawait fetch("/api/me");\n```',
      bash('npm install @acme/experience-sdk'),
      bash('curl https://example.com/whatever'),
    );
    expect(report).toMatchObject({ errors: [], checked: 0 });
  });
});

describe('a fixture doc', () => {
  /** Checks a fixture file as the build reads it: the body after the frontmatter, with file lines. */
  const checkFixture = (name: string) => {
    const text = fs.readFileSync(path.join(import.meta.dirname, '__fixtures__', name), 'utf8');
    const frontmatter = /^---\n[\s\S]*?\n---\n/.exec(text)![0];
    const tree = parseMarkdown(text.slice(frontmatter.length));
    return checkExamples(
      [{ file: `content/docs/${name}`, tree, lineOffset: frontmatter.split('\n').length - 1 }],
      apis,
    );
  };

  it('with a broken example fails the check; the same example fixed passes', () => {
    expect(checkFixture('broken-example.mdx').errors).toEqual([
      'content/docs/broken-example.mdx:9: curl example of profiles#createSegment (POST /segments): ' +
        'request body /name: must NOT have fewer than 1 characters {"limit":1} ' +
        '(schema #/paths/~1segments/post/requestBody/content/application~1json/schema, ' +
        'rule #/properties/name/minLength)',
    ]);
    expect(checkFixture('fixed-example.mdx')).toMatchObject({ errors: [], checked: 1 });
  });
});
