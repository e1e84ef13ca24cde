import { describe, expect, it } from 'vitest';
import { operationSamples, samplesInSection } from './copy-samples';

/** A reference's Markdown copy as lib/openapi/to-markdown.ts writes it. */
const copy = [
  '# Pets API',
  '',
  '## Pets',
  '',
  '### List pets',
  '',
  '`GET /pets`',
  '',
  '**Request samples**',
  '',
  'CLI:',
  '',
  '```sh',
  'pets list',
  '```',
  '',
  'C#:',
  '',
  '```csharp',
  'var pets = client.List();',
  '```',
  '',
  'Notes:',
  '',
  '````',
  '```',
  'inside',
  '```',
  '````',
  '',
  '**Responses**',
  '',
  'Reference: <https://docs.acme.com/api/pets#listPets>',
  '',
  '### Delete a pet',
  '',
  '`DELETE /pets/{id}`',
  '',
  'Reference: <https://docs.acme.com/api/pets/admin#deletePet>',
  '',
].join('\n');

describe("an operation's samples read back from its copy", () => {
  it('gives each block under "Request samples" with its label and language, in order', () => {
    expect(samplesInSection(copy)).toEqual([
      { label: 'CLI', lang: 'sh', source: 'pets list' },
      { label: 'C#', lang: 'csharp', source: 'var pets = client.List();' },
      { label: 'Notes', source: '```\ninside\n```' },
    ]);
  });

  it('finds the section on the page that holds the operation, none when no copy has it', () => {
    const pages = new Map([
      ['/api/3.2/pets', copy.replace('pets list', 'old pets list')],
      ['/api/pets', copy],
      ['/api/petsitters', copy.replace('pets list', 'not this api')],
    ]);
    expect(operationSamples(pages, 'pets', 'listPets')[0].source).toBe('pets list');
    // An operation without samples, an unknown one, an API without copies.
    expect(operationSamples(pages, 'pets', 'deletePet')).toEqual([]);
    expect(operationSamples(pages, 'pets', 'nope')).toEqual([]);
    expect(operationSamples(pages, 'birds', 'listPets')).toEqual([]);
  });

  it('stops at what is not a labelled block: text after the samples is not taken for one', () => {
    const odd = '**Request samples**\n\nA sentence without a colon\n\n```sh\nx\n```\n';
    expect(samplesInSection(odd)).toEqual([]);
    expect(samplesInSection('No samples here.\n')).toEqual([]);
  });
});
