import { describe, expect, it } from 'vitest';
import { isToolFile } from './tool-cors';

describe('isToolFile', () => {
  it('names the files published for tools', () => {
    for (const path of [
      '/llms.txt',
      '/llms-full.txt',
      '/search-records.json',
      '/.well-known/mcp/server-card.json',
      '/docs/experience-sdk/intro.md',
      '/docs/3.2/experience-sdk/intro.md',
      '/blog/welcome.md',
      '/markdown-page.md',
      '/api/content.md',
      '/api/content.yaml',
      '/api/profiles.json',
      '/api/3.2/content.yaml',
    ])
      expect(isToolFile(path), path).toBe(true);
  });

  it('leaves pages, scripts, search shards, Try it modules and look-alikes out', () => {
    for (const path of [
      '/',
      '/docs/experience-sdk/intro',
      '/api/content',
      '/api/content/operations/getContent',
      '/search-index-default.json',
      '/search-shards/abc.json',
      '/try-it/content/getContent.js',
      '/_next/static/chunks/app.js',
      '/llms.txt.html',
      '/docs/x.md/evil',
      '/api/a/b/c.json',
      '/sidebar-default.json',
    ])
      expect(isToolFile(path), path).toBe(false);
  });
});
