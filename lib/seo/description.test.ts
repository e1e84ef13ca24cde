import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, firstParagraph, pageDescription, truncate } from './description';

describe('truncate', () => {
  it('leaves text that fits alone', () => {
    expect(truncate('Short enough.')).toBe('Short enough.');
    expect(truncate('x'.repeat(DESCRIPTION_MAX))).toBe('x'.repeat(DESCRIPTION_MAX));
    expect(truncate('')).toBe('');
  });

  it('cuts at the last word boundary, drops trailing punctuation and adds an ellipsis', () => {
    expect(truncate('one two three four', 12)).toBe('one two…');
    expect(truncate('Alpha, beta; gamma: delta.', 20)).toBe('Alpha, beta…');
    expect(truncate('Alpha, beta; gamma: delta.', 21)).toBe('Alpha, beta; gamma…');
    const long = 'word '.repeat(100);
    const cut = truncate(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('cuts inside a word rather than keep less than half', () => {
    expect(truncate('a supercalifragilisticexpialidocious word', 20)).toBe('a supercalifragilis…');
    expect(truncate('x'.repeat(300))).toBe(`${'x'.repeat(DESCRIPTION_MAX - 1)}…`);
  });
});

describe('firstParagraph', () => {
  it(
    'gives the plain text of the first paragraph with words, ' +
      'skipping headings, code, imports and empty paragraphs',
    () => {
      const body = [
        "import { Tabs } from '@/components/mdx/tabs';",
        '',
        '# Title',
        '',
        '```js',
        'code()',
        '```',
        '',
        '{/* note */}',
        '',
        'The **SDK** sends [events](/docs/events)  to\nyour `server`.',
        '',
        'Second paragraph.',
      ].join('\n');
      expect(firstParagraph(body)).toBe('The SDK sends events to your server.');
    },
  );

  it('is undefined for a body without prose', () => {
    expect(firstParagraph('')).toBeUndefined();
    expect(firstParagraph('## Only a heading\n\n- a list item\n')).toBeUndefined();
  });
});

describe('pageDescription', () => {
  it('prefers the frontmatter description, else the first paragraph, cut to size', () => {
    expect(pageDescription('From frontmatter.', 'A paragraph.')).toBe('From frontmatter.');
    expect(pageDescription(undefined, 'A paragraph.')).toBe('A paragraph.');
    expect(pageDescription(undefined, `${'long '.repeat(60)}end.`)!.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(pageDescription(undefined, '# Heading only\n')).toBeUndefined();
  });
});
