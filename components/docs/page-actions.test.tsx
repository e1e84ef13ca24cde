import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyButtons, operationSection } from '@/lib/browser/copy-behaviour';
import { ENGLISH } from '@/lib/i18n/english';
import { pageActionLinks } from '@/lib/mcp/page-actions';
import { PageActions } from './page-actions';

const siteUrl = 'https://docs.acme.com';
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  writeText = vi.fn(async () => {});
  vi.stubGlobal('ClipboardItem', undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('# Intro\n')),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('PageActions', () => {
  it('is one disclosure holding every action', async () => {
    const user = userEvent.setup();
    render(<PageActions links={pageActionLinks({ siteUrl, route: '/docs/intro', markdown: true }, ENGLISH)} />);
    const summary = screen.getByText('Copy page');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    // happy-dom does not toggle a <details> from the keyboard: e2e/page-actions.spec.ts does, in browsers.
    await user.click(summary);
    expect(details.open).toBe(true);
    const menu = within(details);
    expect(menu.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
      'Connect to Cursor',
      'Connect to VS Code',
    ]);
    expect(menu.getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).toBe('/docs/intro.md');
    expect(menu.getByRole('link', { name: 'Open in ChatGPT' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(menu.getAllByRole('button').map((b) => b.textContent)).toEqual(['Copy page as Markdown', 'Copy MCP config']);
  });

  it('copies the Markdown copy and the MCP config, saying so', async () => {
    const user = userEvent.setup();
    // After setup: user-event puts its own clipboard in place.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const links = pageActionLinks({ siteUrl, route: '/docs/intro', markdown: true }, ENGLISH);
    render(<PageActions links={links} />);
    // What the docs page around the menu loads (components/ui/behaviour.client.tsx).
    const release = copyButtons.attach();
    await user.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenLastCalledWith('# Intro\n'));
    expect(fetch).toHaveBeenCalledWith('/docs/intro.md');
    await vi.waitFor(() => expect(screen.getAllByRole('status')[0].textContent).toBe('Copied'));
    await user.click(screen.getByRole('button', { name: 'Copy MCP config' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenLastCalledWith(links.mcpConfig));
    release();
  });

  it('hides the Markdown actions of a page without a copy', () => {
    render(<PageActions links={pageActionLinks({ siteUrl, route: '/e2e-only/x', markdown: false }, ENGLISH)} />);
    expect(screen.queryByText('View as Markdown')).toBeNull();
    expect(screen.queryByText('Copy page as Markdown')).toBeNull();
    expect(screen.getByText('Open in Claude')).toBeTruthy();
  });

  it("renders an operation's copy buttons for the reference's enhancer", () => {
    const links = pageActionLinks(
      {
        siteUrl,
        route: '/api/profiles',
        markdown: true,
        operation: { id: 'upsertProfile', label: 'PUT /profiles/upsert' },
      },
      ENGLISH,
    );
    render(<PageActions links={links} section="upsertProfile" label="Actions for Upsert" />);
    const copy = screen.getByText('Copy operation as Markdown');
    expect(copy.dataset.copyMarkdown).toBe('/api/profiles.md');
    expect(copy.dataset.copySection).toBe('upsertProfile');
    expect(screen.getByText('Copy MCP config').dataset.copyText).toBe(links.mcpConfig);
    expect(screen.getByLabelText('Actions for Upsert').tagName).toBe('SUMMARY');
  });
});

describe('operationSection', () => {
  it("takes one operation's part of the copy, up to its Reference line", () => {
    const copy =
      '# API\n\n### A\n\nText A\n\nReference: <https://x/api#a>\n\n### B\n\nText B\n\nReference: <https://x/api#b>\n';
    expect(operationSection(copy, 'b')).toBe('### B\n\nText B\n\nReference: <https://x/api#b>\n');
    expect(operationSection(copy, 'a')).toBe('# API\n\n### A\n\nText A\n\nReference: <https://x/api#a>\n');
    expect(operationSection(copy, 'missing')).toBe(copy);
  });
});
