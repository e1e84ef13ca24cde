import { describe, expect, it, vi } from 'vitest';
import { bounded, pageTarget, sectionOf } from './pages';
import { RateLimiter, rateLimitFromEnv } from './rate-limit';
import { mcpServerCard } from './server-card';

describe('pageTarget', () => {
  it('reads a route and anchor from URLs and paths as agents write them', () => {
    expect(pageTarget('https://docs.acme.com/docs/a/b.md#x')).toEqual({ route: '/docs/a/b', anchor: 'x' });
    expect(pageTarget('docs/a/b/')).toEqual({ route: '/docs/a/b', anchor: undefined });
    expect(pageTarget('/api/profiles?tab=1#upsertProfile')).toEqual({
      route: '/api/profiles',
      anchor: 'upsertProfile',
    });
  });
});

describe('sectionOf', () => {
  const md = '# T\n\n## A\n\na\n\n```md\n## not a heading\n```\n\n### A1\n\nx\n\n## B\n\nb\n\n## A\n\nagain\n';
  it('cuts at the next heading of the same level, ignoring code fences, with GitHub slugs for repeats', () => {
    expect(sectionOf(md, 'a')).toEqual({ text: '## A\n\na\n\n```md\n## not a heading\n```\n\n### A1\n\nx\n' });
    expect(sectionOf(md, 'a-1')).toEqual({ text: '## A\n\nagain\n' });
  });
  it('reads the headings of a page once, however many sections are asked for', () => {
    const page = `# P\n\n${Array.from({ length: 50 }, (_, i) => `## H${i}\n\nx\n`).join('\n')}`;
    const split = vi.spyOn(String.prototype, 'split');
    sectionOf(page, 'h1');
    const first = split.mock.calls.length;
    sectionOf(page, 'h2');
    sectionOf(page, 'nope');
    expect(split.mock.calls.length).toBe(first);
    split.mockRestore();
    expect(sectionOf(page, 'h49')).toEqual({ text: '## H49\n\nx\n' });
  });
  it('names the closest anchors for an unknown one', () => {
    expect(sectionOf(md, 'a2')).toEqual({ error: 'no section "#a2" on this page. Closest anchors: a, a1, a-1' });
  });
});

describe('bounded', () => {
  it('keeps text under the bound and cuts longer text at a line end, flagged', () => {
    expect(bounded('short\n', 100)).toEqual({ text: 'short\n', truncated: false });
    expect(bounded('line one\nline two\nline three\n', 20)).toEqual({ text: 'line one\nline two\n', truncated: true });
    expect(Buffer.byteLength(bounded('é'.repeat(200_000)).text)).toBeLessThanOrEqual(100 * 1024);
  });
});

describe('RateLimiter', () => {
  it('allows the limit per address per minute, then tells when to retry', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('b')).toEqual({ ok: true });
    now = 15_000;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfter: 45 });
    now = 60_000;
    expect(limiter.take('a')).toEqual({ ok: true });
  });
  it('takes several at once (a batch), all or none', () => {
    const limiter = new RateLimiter(5, () => 0);
    expect(limiter.take('a', 4)).toEqual({ ok: true });
    expect(limiter.take('a', 2)).toEqual({ ok: false, retryAfter: 60 });
    expect(limiter.take('a', 1)).toEqual({ ok: true });
    expect(limiter.take('a', 1)).toEqual({ ok: false, retryAfter: 60 });
  });
  it('reads MCP_RATE_LIMIT, refusing anything but a whole number', () => {
    expect(rateLimitFromEnv(undefined)).toBe(300);
    expect(rateLimitFromEnv('0')).toBe(0);
    expect(() => rateLimitFromEnv('fast')).toThrow('MCP_RATE_LIMIT: expected a whole number of messages per minute');
  });
});

describe('mcpServerCard', () => {
  it('points to the Streamable HTTP endpoint under a reverse-DNS name', () => {
    const card = mcpServerCard('https://docs.acme.com');
    expect(card.name).toBe('com.acme.docs/mcp');
    expect(card.remotes).toEqual([{ type: 'streamable-http', url: 'https://docs.acme.com/mcp' }]);
  });
});
