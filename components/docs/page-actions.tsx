import type { PageActionLinks } from '@/lib/mcp/page-actions';
import { CopyButton } from './copy-button.client';

interface PageActionsProps {
  links: PageActionLinks;
  /** The menu's accessible name: "Page actions", or an operation's "Actions for …". */
  label?: string;
  /**
   * `client`: the copy buttons are a small client leaf (docs pages). `delegated`: plain buttons with
   * data attributes, for HTML rendered at build time, where the reference's enhancer copies
   * (`data-copy-markdown` with the operation's anchor in `data-copy-section`, `data-copy-text`).
   */
  copy?: 'client' | 'delegated';
  /** The operation whose section of the Markdown copy "Copy operation" takes. */
  section?: string;
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The page actions: one disclosure (`<details>`, so it opens with Enter or Space and without
 * JavaScript) holding a list of links and buttons, reached with Tab. The links work without
 * JavaScript; the copy buttons need it and hide without it. A page without a Markdown copy (a draft,
 * a test route) shows no Markdown action.
 */
export function PageActions({ links, label = 'Page actions', copy = 'client', section }: PageActionsProps) {
  const copyLabel = section ? 'Copy operation as Markdown' : 'Copy page as Markdown';
  return (
    <details className="page-actions">
      <summary className="page-action" aria-label={label}>
        {section ? 'Ask AI' : 'Copy page'}
      </summary>
      <ul className="page-actions-menu">
        {links.markdown && (
          <>
            <li>
              {copy === 'client' ? (
                <CopyButton label={copyLabel} href={links.markdown} />
              ) : (
                <button
                  type="button"
                  className="page-action js-only"
                  data-copy-markdown={links.markdown}
                  data-copy-section={section}
                >
                  {copyLabel}
                </button>
              )}
            </li>
            <li>
              <a className="page-action" href={links.markdown} type="text/markdown">
                View as Markdown
              </a>
            </li>
          </>
        )}
        <li>
          <a className="page-action" href={links.chatgpt} {...external}>
            Open in ChatGPT
          </a>
        </li>
        <li>
          <a className="page-action" href={links.claude} {...external}>
            Open in Claude
          </a>
        </li>
        <li>
          <a className="page-action" href={links.cursor}>
            Connect to Cursor
          </a>
        </li>
        <li>
          <a className="page-action" href={links.vscode}>
            Connect to VS Code
          </a>
        </li>
        <li>
          {copy === 'client' ? (
            <CopyButton label="Copy MCP config" text={links.mcpConfig} />
          ) : (
            <button type="button" className="page-action js-only" data-copy-text={links.mcpConfig}>
              Copy MCP config
            </button>
          )}
        </li>
      </ul>
    </details>
  );
}
