import { createHighlighter, type GrammarState, type Highlighter, type ThemedToken } from 'shiki';
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

/** Compact HTML of one highlighted line (tokensToHtml). */
function lineToHtml(line: Array<Pick<ThemedToken, 'content' | 'htmlStyle'>>): string {
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
}

/**
 * Compact HTML of highlighted lines: one span per run of same-coloured tokens (a class for the
 * theme colours), no span for default text and none per line, lines joined by newlines.
 */
export function tokensToHtml(lines: Array<Array<Pick<ThemedToken, 'content' | 'htmlStyle'>>>): string {
  return wrapLines(lines.map(lineToHtml));
}

const wrapLines = (lines: string[]) => `<pre tabindex="0"><code>${lines.join('\n')}</code></pre>`;

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
  // Line by line from the grammar's state at the line's start, each (state, line) tokenized once:
  // generated samples repeat their lines (Stripe's 70,000 lines of samples are 6,800 distinct
  // ones), and Shiki tokenizes every line once per theme. A line's tokens depend only on its text
  // and that state, as when Shiki tokenizes the whole code (the same splitting into lines; an empty
  // line leaves the state as it was), so the HTML is the same, byte for byte.
  const states = grammarStates(lang);
  let state = INITIAL_STATE;
  const html = code.split(/\r?\n/).map((line) => {
    if (line === '') return '';
    const key = `${lang}\0${state}\0${line}`;
    let known = highlightedLines.get(key);
    if (!known) {
      const result = hl.codeToTokens(line, {
        lang,
        themes: THEMES,
        defaultColor: false,
        // No time limit per line: by default a line that takes over 500 ms (the first one, compiling the
        // grammar on a busy machine) is left half-tokenized in one theme, with mismatched colours.
        tokenizeTimeLimit: 0,
        // The first line is tokenized as a first line (the grammar's \A and \G anchors).
        grammarState: state === INITIAL_STATE ? undefined : states.byId[state],
      });
      known = { html: lineToHtml(result.tokens[0] ?? []), next: stateId(states, result.grammarState) };
      if (highlightedLines.size >= HIGHLIGHT_LINES_LIMIT) highlightedLines.clear();
      highlightedLines.set(key, known);
    }
    state = known.next;
    return known.html;
  });
  return wrapLines(html);
}

// A line's HTML and the state after it, by language, state before it and text.
const highlightedLines = new Map<string, { html: string; next: number }>();
const HIGHLIGHT_LINES_LIMIT = 200_000;
const INITIAL_STATE = 0;

/**
 * The distinct grammar states of a language met so far, by their key (stackKey) and by id. Not
 * bounded: a grammar's states are few next to the lines, and the cached lines name them by id.
 */
interface GrammarStates {
  byKey: Map<string, number>;
  byId: Array<GrammarState | undefined>;
}
const statesByLang = new Map<string, GrammarStates>();

function grammarStates(lang: string): GrammarStates {
  let states = statesByLang.get(lang);
  if (!states) statesByLang.set(lang, (states = { byKey: new Map(), byId: [undefined] }));
  return states;
}

/** The id of a state after a line: equal states (stackKey) share one id, so their next lines are tokenized once. */
function stateId(states: GrammarStates, state: GrammarState | undefined): number {
  if (!state) throw new Error('highlight: no grammar state after a line');
  const key = Object.values(THEMES)
    .map((theme) => stackKey(state.getInternalStack(theme)))
    .join('\u0001');
  let id = states.byKey.get(key);
  if (id === undefined) {
    id = states.byId.length;
    states.byId.push(state);
    states.byKey.set(key, id);
  }
  return id;
}

// vscode-textmate's StateStackImpl and AttributedScopeStack, as far as the key reads them.
interface ScopeList {
  parent: ScopeList | null;
  scopePath: { scopeName: string };
  tokenAttributes: number;
}
interface Stack {
  parent: Stack | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeList | null;
  contentNameScopesList: ScopeList | null;
}

const scopesKey = (list: ScopeList | null): string => {
  const parts: string[] = [];
  for (let s = list; s; s = s.parent) parts.push(`${s.scopePath.scopeName}=${s.tokenAttributes}`);
  return parts.join(' ');
};

/**
 * Everything of a grammar state that the next line's tokens depend on, as text: each level's rule,
 * end pattern, whether its begin captured the end of line, and its scopes with their theme
 * attributes (the positions a state also holds are reset at the start of a line). Stricter than
 * vscode-textmate's `equals`, which leaves out the captured end of line and the name scopes.
 */
function stackKey(stack: unknown): string {
  const parts: string[] = [];
  for (let s = stack as Stack | null; s; s = s.parent) {
    // Should vscode-textmate rename these, every state would have one key: refuse rather than mix them.
    if (typeof s.ruleId !== 'number' || !('beginRuleCapturedEOL' in s) || !('contentNameScopesList' in s))
      throw new Error('highlight: unexpected grammar state (vscode-textmate changed?)');
    parts.push(
      [
        s.ruleId,
        s.endRule ?? '',
        s.beginRuleCapturedEOL ? 1 : 0,
        scopesKey(s.nameScopesList),
        scopesKey(s.contentNameScopesList),
      ].join('\u0002'),
    );
  }
  return parts.join('\u0003');
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
