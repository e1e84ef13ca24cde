import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitDescription } from './description';
import { loadOpenApiDocument } from './load';
import { toApiReference } from './model';
import { statusOverview } from './status-overview';

describe('splitDescription', () => {
  it('cuts after the first whole sentence, however many source lines it spans', () => {
    expect(
      splitDescription(
        'Rate limit exceeded: more than 60 `POST`\nrequests in one minute. Wait for\n`Retry-After` seconds.\n',
      ),
    ).toEqual({
      lead: 'Rate limit exceeded: more than 60 `POST` requests in one minute.',
      rest: 'Wait for\n`Retry-After` seconds.',
    });
  });

  it('keeps a period inside a code span and stops at the first paragraph', () => {
    expect(splitDescription('Calls `a.b. c` here\n\nSecond paragraph.')).toEqual({
      lead: 'Calls `a.b. c` here',
      rest: 'Second paragraph.',
    });
    expect(splitDescription('The segment.')).toEqual({ lead: 'The segment.', rest: '' });
  });

  it('gives nothing for no description', () => {
    expect(splitDescription(undefined)).toEqual({ lead: '', rest: '' });
    expect(splitDescription('  ')).toEqual({ lead: '', rest: '' });
  });
});

const responses = (entries: Array<[string, string]>) =>
  Object.fromEntries(entries.map(([status, description]) => [status, { description }]));

/** A document whose operations answer the given statuses with the given descriptions. */
function reference(operations: Array<Array<[string, string]>>) {
  const paths = Object.fromEntries(
    operations.map((answers, i) => [`/op${i}`, { get: { operationId: `op${i}`, responses: responses(answers) } }]),
  );
  return toApiReference(
    { openapi: '3.1.0', info: { title: 'Test', version: '1' }, paths },
    { id: 'test', warnings: [] },
  );
}

describe('statusOverview', () => {
  it('gives a status every operation describes alike its first sentence, once', () => {
    const model = reference([[['429', 'Too many requests. Wait.']], [['429', 'Too many requests. Wait.']]]);
    expect(statusOverview(model)).toEqual([
      {
        status: '429',
        shared: true,
        meanings: [
          {
            text: 'Too many requests.',
            operations: [
              { id: 'op0', summary: 'GET /op0' },
              { id: 'op1', summary: 'GET /op1' },
            ],
          },
        ],
      },
    ]);
  });

  it('lists each meaning of a status that means a few things, in order, and names one that means many', () => {
    const model = reference([
      [
        ['200', 'The model.'],
        ['404', 'No profile has this id.'],
      ],
      [
        ['200', 'The profile.'],
        ['404', 'No segment has this id.'],
      ],
      [['200', 'The segment.']],
      [['200', 'The attribute.']],
      [
        ['200', 'The token.'],
        ['404', 'No profile has this id. Check it.'],
      ],
    ]);
    expect(statusOverview(model)).toEqual([
      { status: '200', shared: true, meanings: [{ text: 'OK', operations: [] }] },
      {
        status: '404',
        shared: false,
        meanings: [
          {
            text: 'No profile has this id.',
            operations: [
              { id: 'op0', summary: 'GET /op0' },
              { id: 'op4', summary: 'GET /op4' },
            ],
          },
          { text: 'No segment has this id.', operations: [{ id: 'op1', summary: 'GET /op1' }] },
        ],
      },
    ]);
  });

  it("reads this site's Content API whole: no status cut in the middle of a sentence", async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const loaded = await loadOpenApiDocument('openapi/content.yaml', 'strict', root);
    const rows = statusOverview(toApiReference(loaded.dereferenced, { id: 'content', warnings: loaded.warnings }));
    const row = (status: string) => rows.find((r) => r.status === status)?.meanings.map((m) => m.text);
    expect(row('429')).toEqual([
      'Rate limit exceeded: more than 600 `GET` requests, or more than 60 `POST`, `PUT` and `DELETE` requests, in one minute for this token and client IP address.',
    ]);
    expect(row('200')).toEqual(['OK']);
    const names = Object.values(STATUS_CODES);
    for (const { meanings } of rows)
      for (const { text } of meanings) expect(/[.!?]$/.test(text) || names.includes(text), text).toBe(true);
  });
});
