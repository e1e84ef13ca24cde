/**
 * Text made of what the parsers of third-party content trip on, and OpenAPI documents of every
 * shape: the fuzz tests (lib/security/hostile-input.test.ts) and bench/hostile-inputs.ts use them.
 */
import fc from 'fast-check';

/** Text made of the pieces parsers trip on: blanks, quotes, brackets, YAML and shell syntax, long runs. */
const piece = fc.oneof(
  fc.constantFrom(
    ' ',
    '  ',
    '\t',
    '\n',
    '\r\n',
    ':',
    ': ',
    '- ',
    '---',
    '&a ',
    '*a',
    '<<: *a',
    '!!binary ',
    '!!js/function ',
    '[',
    ']',
    '{',
    '}',
    '"',
    "'",
    '`',
    '${',
    '\\',
    '#',
    '%',
    '?',
    '&',
    '=',
    ',',
    '(',
    ')',
    'é',
    '\u0000',
    '\u2028',
    'title',
    'tags',
    'const x = ',
    'fetch(',
    'curl ',
    '-H ',
    '-d ',
    '--data-raw ',
    "<<'EOF'\n",
    'EOF',
    'GET ',
    'PUT /v1/x HTTP/1.1\n',
    'Host: api.acme.com\n',
    'https://api.acme.com/v1/',
    'new URL(',
    'JSON.stringify(',
    'headers: ',
    'body: ',
  ),
  fc.string({ maxLength: 8 }),
  fc.constantFrom(' ', '\n', '[', '{', '"', '${', '\\', '-', ':').map((c) => c.repeat(3000)),
);
export const hostileText = fc.array(piece, { maxLength: 120 }).map((pieces) => pieces.join(''));

const operation = fc.record({
  operationId: fc.oneof(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 })),
  responses: fc.oneof(
    fc.constant({ 200: { description: 'ok' } }),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 3 }),
  ),
  parameters: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }),
  requestBody: fc.jsonValue({ maxDepth: 4 }),
});
/** OpenAPI documents, valid or not, with odd paths, operations and $refs. */
export const openApiDocument = fc.record({
  openapi: fc.constantFrom('3.1.0', '3.0.3', '2.0', 3),
  info: fc.oneof(fc.constant({ title: 'T', version: '1' }), fc.jsonValue({ maxDepth: 2 })),
  paths: fc.dictionary(
    fc.oneof(fc.constantFrom('/a', '/a/{id}', '/{x}/{x}', 'a', '/%zz'), fc.string({ maxLength: 6 })),
    fc.dictionary(fc.constantFrom('get', 'put', 'post', 'x-y', 'parameters'), operation, { maxKeys: 2 }),
    { maxKeys: 3 },
  ),
  components: fc.record({
    schemas: fc.dictionary(
      fc.string({ maxLength: 4 }),
      fc.oneof(
        fc.jsonValue({ maxDepth: 4 }),
        fc.constantFrom({ $ref: '#/components/schemas/a' }, { $ref: '#/%zz' }, { $ref: 'other.yaml#/x' }),
      ),
      { maxKeys: 3 },
    ),
  }),
});
