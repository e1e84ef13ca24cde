import { describe, expect, it } from 'vitest';
import { toolLogLine } from './tool-log';

const at = new Date('2026-11-27T00:00:00Z');

describe('toolLogLine', () => {
  it('logs the tool, the query, the result count and the duration', () => {
    expect(
      toolLogLine(
        'search_docs',
        { query: 'upsert profile', limit: 3 },
        { structuredContent: { results: [1, 2] } },
        4.26,
        at,
      ),
    ).toEqual({
      at: '2026-11-27T00:00:00.000Z',
      event: 'mcp_tool',
      tool: 'search_docs',
      query: 'upsert profile',
      results: 2,
      error: false,
      ms: 4.3,
    });
  });

  it('never logs a body, header values or a query string', () => {
    const line = JSON.stringify(
      toolLogLine(
        'check_request',
        {
          api: 'profiles',
          method: 'put',
          url: 'https://profiles.acme.com/profiles/upsert?access_token=SECRET1',
          headers: { 'X-Access-Token': 'SECRET2' },
          body: { fields: { email: 'SECRET3@example.com' } },
        },
        { structuredContent: { valid: false, problems: ['a', 'b'] } },
        1,
        at,
      ),
    );
    expect(line).not.toMatch(/SECRET/);
    expect(JSON.parse(line)).toMatchObject({
      api: 'profiles',
      query: 'PUT https://profiles.acme.com/profiles/upsert',
      results: 2,
    });
    expect(toolLogLine('get_page', { url_or_path: '/docs/a?token=x#b' }, {}, 1, at).query).toBe('/docs/a');
    expect(toolLogLine('nope', {}, { isError: true }, 1, at)).toMatchObject({ results: 0, error: true });
  });
});
