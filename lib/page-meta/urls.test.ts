import { describe, expect, it } from 'vitest';
import raw from '../../content/site.config.json';
import { parseSiteConfig } from '../config/parse';
import { editUrlFor, feedbackEndpoint, isFeedbackEndpoint } from './urls';

const withDocs = (docs: Record<string, unknown>) => ({ ...raw, docs: { ...raw.docs, ...docs } });
const messageOf = (input: unknown) => {
  try {
    parseSiteConfig(input);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('editUrlFor', () => {
  it('puts the file path from the repository root in place of {path}', () => {
    expect(editUrlFor('https://github.com/acme/developer-docs/edit/main/{path}', 'content/docs/a/b.mdx')).toBe(
      'https://github.com/acme/developer-docs/edit/main/content/docs/a/b.mdx',
    );
  });

  it('escapes each segment and keeps the slashes', () => {
    expect(editUrlFor('https://git.example.com/-/edit/{path}?ref=main', './content/pages/a b#1.mdx')).toBe(
      'https://git.example.com/-/edit/content/pages/a%20b%231.mdx?ref=main',
    );
  });
});

describe('docs.editUrl and feedback.endpoint in the site configuration', () => {
  it('ships neither: the repository and the endpoint are not known', () => {
    const config = parseSiteConfig(raw);
    expect(config.docs.editUrl).toBeUndefined();
    expect(config.docs.showLastUpdateAuthor).toBe(false);
    expect(config.feedback).toBeUndefined();
  });

  it('accepts a template and an https endpoint', () => {
    const config = parseSiteConfig({
      ...withDocs({ editUrl: 'https://github.com/acme/docs/edit/main/{path}', showLastUpdateAuthor: true }),
      feedback: { endpoint: 'https://feedback.acme.com/v1/answers' },
    });
    expect(config.docs.editUrl).toBe('https://github.com/acme/docs/edit/main/{path}');
    expect(config.feedback?.endpoint).toBe('https://feedback.acme.com/v1/answers');
  });

  it('refuses a template without {path}, or one that is not an absolute http(s) URL, naming the key', () => {
    for (const editUrl of ['https://github.com/acme/docs/edit/main/', '/edit/{path}', 'ftp://host/{path}']) {
      expect(messageOf(withDocs({ editUrl }))).toMatch(/docs\.editUrl: expected an absolute http\(s\) URL containing/);
    }
  });

  it('refuses an endpoint that is not https, except http on localhost', () => {
    expect(messageOf({ ...raw, feedback: { endpoint: 'http://feedback.acme.com/answers' } })).toContain(
      'feedback.endpoint: expected an https URL (http only for localhost)',
    );
    expect(messageOf({ ...raw, feedback: { endpoint: 'answers' } })).toContain('feedback.endpoint');
    expect(isFeedbackEndpoint('http://localhost:4000/answers')).toBe(true);
    expect(isFeedbackEndpoint('http://127.0.0.1/answers')).toBe(true);
    expect(isFeedbackEndpoint('http://localhost.evil.com/answers')).toBe(false);
  });
});

describe('feedbackEndpoint', () => {
  it('reads a valid endpoint from the raw configuration and nothing else', () => {
    expect(feedbackEndpoint({ feedback: { endpoint: 'https://f.example.com/a' } })).toBe('https://f.example.com/a');
    expect(feedbackEndpoint({ feedback: { endpoint: 'http://f.example.com/a' } })).toBeUndefined();
    expect(feedbackEndpoint({ feedback: { endpoint: 3 } })).toBeUndefined();
    expect(feedbackEndpoint({})).toBeUndefined();
  });
});
