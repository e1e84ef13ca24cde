import { createHighlighter, type Highlighter } from 'shiki';
import type { ApiReference } from './types';

const LANGS = ['bash', 'javascript', 'python', 'go', 'json'] as const;
let highlighter: Promise<Highlighter> | undefined;

/** One shared highlighter for the references (build time only: no highlighter reaches the browser). */
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: ['github-light-default', 'github-dark-default'], langs: [...LANGS] });
  return highlighter;
}

/** Highlighted HTML in both themes (colours as CSS variables, switched by the page theme). */
export async function highlightCode(code: string, language: string): Promise<string> {
  const hl = await getHighlighter();
  const lang = (LANGS as readonly string[]).includes(language) ? language : 'json';
  return hl.codeToHtml(code, { lang, themes: { light: 'github-light-default', dark: 'github-dark-default' }, defaultColor: false });
}

/** Pretty JSON of an example value. */
export const exampleText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** Adds highlighted HTML to every request sample and response example (what the page shows). */
export async function highlightReference(model: ApiReference): Promise<ApiReference> {
  for (const group of model.tags) {
    for (const op of group.operations) {
      for (const sample of op.samples) sample.html = await highlightCode(sample.code, sample.language);
      for (const response of op.responses) {
        for (const media of response.contents) for (const example of media.examples) example.html = await highlightCode(exampleText(example.value), 'json');
      }
    }
  }
  return model;
}
