import type { UiStrings } from '../i18n/english';
import { fill } from '../i18n/format.client';
import { MCP_PATH } from './endpoint';
import { SERVER_NAME } from './identity';

/** The targets of a page's actions menu (components/docs/page-actions.tsx). */
export interface PageActionLinks {
  /** The page's Markdown copy (`/docs/a.md`), or undefined when it has none: the Markdown actions hide. */
  markdown?: string;
  /** The prompt the assistant links carry: it names the Markdown URL (or the page's, without a copy). */
  prompt: string;
  chatgpt: string;
  claude: string;
  cursor: string;
  vscode: string;
  /** The JSON "Copy MCP config" puts on the clipboard: the `mcpServers` entry most clients read. */
  mcpConfig: string;
}

/** What the menu is about: a page, or one operation of a reference page. */
export interface PageActionSubject {
  /** The site's origin, no trailing slash. */
  siteUrl: string;
  /** The page's route (`/docs/a/b`, `/api/content`). */
  route: string;
  /** Whether the route has a Markdown copy at `<route>.md`. */
  markdown: boolean;
  /** An operation of the page: its summary, method and path, and its anchor. */
  operation?: { id: string; label: string };
}

/** The prompts' texts, in the page's language (an assistant answers in the language it is asked in). */
export type PromptStrings = Pick<UiStrings, 'pageActions.prompt' | 'pageActions.promptOperation'>;

/**
 * The prompt "Open in ChatGPT" and "Open in Claude" start a chat with: it names the page's Markdown
 * URL (the assistant reads that, not the HTML), and the operation when the menu is an operation's.
 */
export function assistantPrompt({ siteUrl, route, markdown, operation }: PageActionSubject, t: PromptStrings): string {
  const url = `${siteUrl}${route}${markdown ? '.md' : ''}`;
  return operation
    ? fill(t['pageActions.promptOperation'], { operation: operation.label, id: operation.id, url })
    : fill(t['pageActions.prompt'], { url });
}

/** The site's MCP server as a remote (Streamable HTTP) server entry. */
const remote = (siteUrl: string) => ({ type: 'http', url: `${siteUrl}${MCP_PATH}` });

/** Cursor's documented install link: `cursor://anysphere.cursor-deeplink/mcp/install?name=…&config=<base64 JSON>`. */
export function cursorInstallLink(siteUrl: string, name = SERVER_NAME): string {
  const config = btoa(JSON.stringify({ url: `${siteUrl}${MCP_PATH}` }));
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(config)}`;
}

/** VS Code's documented install link: `vscode:mcp/install?<URI-encoded JSON of --add-mcp's object>`. */
export function vscodeInstallLink(siteUrl: string, name = SERVER_NAME): string {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name, ...remote(siteUrl) }))}`;
}

/** Every target of the menu for one page or operation. Pure. */
export function pageActionLinks(subject: PageActionSubject, t: PromptStrings): PageActionLinks {
  const prompt = assistantPrompt(subject, t);
  const q = encodeURIComponent(prompt);
  return {
    markdown: subject.markdown ? `${subject.route}.md` : undefined,
    prompt,
    chatgpt: `https://chatgpt.com/?q=${q}`,
    claude: `https://claude.ai/new?q=${q}`,
    cursor: cursorInstallLink(subject.siteUrl),
    vscode: vscodeInstallLink(subject.siteUrl),
    mcpConfig: JSON.stringify({ mcpServers: { [SERVER_NAME]: remote(subject.siteUrl) } }, null, 2),
  };
}
