import { describe, expect, it } from 'vitest';
import { buildLlmsFullTxt } from './llms-full';

describe('buildLlmsFullTxt', () => {
  const site = { title: 'Developer Documentation', tagline: 'Docs\nfor Acme', url: 'https://docs.acme.com' };
  const text = buildLlmsFullTxt({
    site,
    sections: [
      { url: 'https://docs.acme.com/docs/a', text: '# A\n\nFirst page.\n' },
      { url: 'https://docs.acme.com/api/content', text: '# Content API\n\nOperations.\n\n' },
    ],
  });

  it('heads each page with its URL, in the order given, after a header naming llms.txt', () => {
    expect(text.startsWith('# Developer Documentation: full text\n\n> Docs for Acme\n\n')).toBe(true);
    expect(text).toContain('https://docs.acme.com/llms.txt');
    const sections = text.split('\n---\n\n').slice(1);
    expect(sections).toEqual([
      'Page: https://docs.acme.com/docs/a\n\n# A\n\nFirst page.\n',
      'Page: https://docs.acme.com/api/content\n\n# Content API\n\nOperations.\n',
    ]);
  });

  it('separates pages with a thematic break after a blank line (never a setext heading)', () => {
    expect(text).not.toMatch(/[^\n]\n---\n/);
  });
});
