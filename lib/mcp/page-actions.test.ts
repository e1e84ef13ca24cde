import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../i18n/english';
import { assistantPrompt, cursorInstallLink, pageActionLinks, vscodeInstallLink } from './page-actions';

const siteUrl = 'https://docs.acme.com';

describe('the page actions', () => {
  it("prompts the assistants with the page's Markdown URL, or the page's own without a copy", () => {
    const links = pageActionLinks({ siteUrl, route: '/docs/a/b', markdown: true }, ENGLISH);
    expect(links.prompt).toBe('Read https://docs.acme.com/docs/a/b.md so I can ask questions about it.');
    expect(links.markdown).toBe('/docs/a/b.md');
    expect(new URL(links.chatgpt).origin).toBe('https://chatgpt.com');
    expect(new URL(links.chatgpt).searchParams.get('q')).toBe(links.prompt);
    expect(links.claude.startsWith('https://claude.ai/new?q=')).toBe(true);
    expect(new URL(links.claude).searchParams.get('q')).toBe(links.prompt);
    const draft = pageActionLinks({ siteUrl, route: '/docs/draft', markdown: false }, ENGLISH);
    expect(draft.markdown).toBeUndefined();
    expect(draft.prompt).toContain('https://docs.acme.com/docs/draft so');
  });

  it('asks in the page’s language: a French page’s prompt is the French catalogue’s', () => {
    const french = {
      'pageActions.prompt': 'Lis {url} pour que je puisse te poser des questions dessus.',
      'pageActions.promptOperation':
        "Lis l'opération {operation} (#{id}) dans {url} pour que je puisse te poser des questions dessus.",
    };
    const links = pageActionLinks({ siteUrl, route: '/fr/docs/a', markdown: true }, french);
    expect(links.prompt).toBe(
      'Lis https://docs.acme.com/fr/docs/a.md pour que je puisse te poser des questions dessus.',
    );
    expect(new URL(links.chatgpt).searchParams.get('q')).toBe(links.prompt);
    expect(new URL(links.claude).searchParams.get('q')).toBe(links.prompt);
    expect(
      assistantPrompt(
        {
          siteUrl,
          route: '/fr/api/profiles',
          markdown: true,
          operation: { id: 'getProfile', label: 'GET /profiles/{id}' },
        },
        french,
      ),
    ).toBe(
      "Lis l'opération GET /profiles/{id} (#getProfile) dans https://docs.acme.com/fr/api/profiles.md pour que je puisse te poser des questions dessus.",
    );
  });

  it('names the operation for an operation of a reference', () => {
    const prompt = assistantPrompt(
      {
        siteUrl,
        route: '/api/profiles',
        markdown: true,
        operation: { id: 'upsertProfile', label: 'PUT /profiles/upsert' },
      },
      ENGLISH,
    );
    expect(prompt).toBe(
      'Read the PUT /profiles/upsert operation (#upsertProfile) in https://docs.acme.com/api/profiles.md so I can ask questions about it.',
    );
  });

  it("installs the site's MCP server through Cursor's documented deeplink (name, base64 JSON config)", () => {
    const url = new URL(cursorInstallLink(siteUrl));
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('cursor://anysphere.cursor-deeplink/mcp/install');
    expect(url.searchParams.get('name')).toBe('acme-docs');
    expect(JSON.parse(atob(url.searchParams.get('config') ?? ''))).toEqual({ url: 'https://docs.acme.com/mcp' });
  });

  it("installs it through VS Code's documented URL handler (vscode:mcp/install?<encoded JSON>)", () => {
    const link = vscodeInstallLink(siteUrl);
    expect(link.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(link.slice('vscode:mcp/install?'.length)))).toEqual({
      name: 'acme-docs',
      type: 'http',
      url: 'https://docs.acme.com/mcp',
    });
  });

  it('offers the same server as a config to copy', () => {
    const { mcpConfig } = pageActionLinks({ siteUrl, route: '/docs/a', markdown: true }, ENGLISH);
    expect(JSON.parse(mcpConfig)).toEqual({
      mcpServers: { 'acme-docs': { type: 'http', url: 'https://docs.acme.com/mcp' } },
    });
  });
});
