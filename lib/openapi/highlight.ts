import { createHighlighter, type Highlighter, type ThemedToken } from 'shiki';
import { tokenMarkup } from '../markdown/token-classes';
import type { ApiReference } from './types';

const LANGS = ['bash', 'javascript', 'typescript', 'python', 'go', 'php', 'ruby', 'java', 'csharp', 'json'] as const;
const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
let highlighter: Promise<Highlighter> | undefined;

/** One shared highlighter for the references (build time only: no highlighter reaches the browser). */
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [...LANGS] });
  return highlighter;
}

/** Escapes text for an HTML text node. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Escapes text for a double-quoted HTML attribute. */
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The opening tag of a token ('' for default-coloured text). */
function tokenOpening(style: Record<string, string> | undefined): string {
  const markup = tokenMarkup(style);
  if (markup.kind === 'plain') return '';
  if (markup.kind === 'class') return `<span class="${markup.name}">`;
  return `<span style="${escapeAttr(markup.css)}">`;
}

/**
 * Compact HTML of highlighted lines: one span per run of same-coloured tokens (a class for the
 * theme colours), no span for default text and none per line, lines joined by newlines.
 */
export function tokensToHtml(lines: Array<Array<Pick<ThemedToken, 'content' | 'htmlStyle'>>>): string {
  const out = lines.map((line) => {
    let html = '';
    let open = '';
    let text = '';
    const flush = () => {
      if (text) html += open ? `${open}${escapeText(text)}</span>` : escapeText(text);
      text = '';
    };
    for (const token of line) {
      const opening = tokenOpening(token.htmlStyle as Record<string, string> | undefined);
      if (opening !== open) flush();
      open = opening;
      text += token.content;
    }
    flush();
    return html;
  });
  return `<pre tabindex="0"><code>${out.join('\n')}</code></pre>`;
}

// By language and code: after an edit of a document most of its samples are unchanged, and the
// development server highlights again only what changed. Bounded, for the corpus benchmarks.
const highlighted = new Map<string, string>();
const HIGHLIGHT_CACHE_LIMIT = 50_000;

/** Highlighted HTML in both themes (colours as classes, switched by the page theme). */
export async function highlightCode(code: string, language: string): Promise<string> {
  const key = `${language}\0${code}`;
  let html = highlighted.get(key);
  if (html === undefined) {
    html = await highlightUncached(code, language);
    if (highlighted.size >= HIGHLIGHT_CACHE_LIMIT) highlighted.clear();
    highlighted.set(key, html);
  }
  return html;
}

async function highlightUncached(code: string, language: string): Promise<string> {
  // Another language (a given sample's, or a configured target's the highlighter has not loaded) is plain text.
  if (!(LANGS as readonly string[]).includes(language))
    return `<pre tabindex="0"><code>${escapeText(code)}</code></pre>`;
  const hl = await getHighlighter();
  const lang = language as (typeof LANGS)[number];
  // No time limit per line: by default a line that takes over 500 ms (the first one, compiling the
  // grammar on a busy machine) is left half-tokenized in one theme, with mismatched colours.
  return tokensToHtml(
    hl.codeToTokens(code, { lang, themes: THEMES, defaultColor: false, tokenizeTimeLimit: 0 }).tokens,
  );
}

/** Pretty JSON of an example value. */
export const exampleText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** Adds highlighted HTML to every request sample, payload sample and response example (what the page shows). */
export async function highlightReference(model: ApiReference): Promise<ApiReference> {
  for (const group of model.tags) {
    for (const op of group.operations) {
      for (const sample of op.samples) sample.html = await highlightCode(sample.code, sample.language);
      if (op.payload) op.payload.html = await highlightCode(op.payload.code, op.payload.language);
      for (const response of op.responses) {
        for (const media of response.contents)
          for (const example of media.examples) example.html = await highlightCode(exampleText(example.value), 'json');
      }
      // A body's examples are shown when there are several to choose between (components/openapi/operation.tsx).
      for (const media of op.requestBody?.contents ?? [])
        if (media.examples.length > 1)
          for (const example of media.examples) example.html = await highlightCode(exampleText(example.value), 'json');
    }
  }
  return model;
}
