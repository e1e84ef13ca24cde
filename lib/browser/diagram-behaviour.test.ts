// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diagrams } from './diagram-behaviour';

/**
 * A stand-in for mermaid's bundle, imported by URL as the real one is: it records what it is asked
 * and draws the source's text into an SVG.
 */
const FAKE_MERMAID = `data:text/javascript,${encodeURIComponent(`
  const calls = (globalThis.__mermaidCalls ??= []);
  export default {
    initialize: (config) => calls.push(['initialize', config.theme, config.securityLevel]),
    render: async (id, text) => {
      calls.push(['render', text]);
      if (text === 'broken') throw new Error('Parse error');
      return { svg: '<svg><text>' + text + '</text></svg>' };
    },
  };
`)}`;

type Calls = Array<[string, ...unknown[]]>;
const calls = () => ((globalThis as { __mermaidCalls?: Calls }).__mermaidCalls ??= []);

/** A server-rendered diagram as components/mdx/diagram.tsx writes it. */
function figure(source: string, url: string | null = FAKE_MERMAID): HTMLElement {
  const element = document.createElement('figure');
  element.className = 'diagram';
  element.dataset.title = 'A flow';
  if (url) element.dataset.mermaid = url;
  element.innerHTML = `<pre class="diagram-source"><code>${source}</code></pre>`;
  document.body.append(element);
  return element;
}

let release = () => {};
beforeEach(() => {
  // Without IntersectionObserver every diagram is drawn at once.
  vi.stubGlobal('IntersectionObserver', undefined);
  calls().length = 0;
});
afterEach(() => {
  release();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
});

async function attach(): Promise<void> {
  release = diagrams.attach();
}

describe('the diagram behaviour', () => {
  it('draws a diagram with the mermaid its figure names, strict, in the colour mode, and again when it changes', async () => {
    const diagram = figure('flowchart LR');
    await attach();
    await vi.waitFor(() => expect(diagram.dataset.drawn).toBe('light'));
    const image = diagram.querySelector('.diagram-svg');
    expect(image?.getAttribute('role')).toBe('img');
    expect(image?.getAttribute('aria-label')).toBe('A flow');
    expect(image?.innerHTML).toBe('<svg><text>flowchart LR</text></svg>');
    expect(diagram.querySelector<HTMLElement>('.diagram-source')?.hidden).toBe(true);
    expect(calls()).toEqual([
      ['initialize', 'default', 'strict'],
      ['render', 'flowchart LR'],
    ]);
    document.documentElement.setAttribute('data-theme', 'dark');
    await vi.waitFor(() => expect(diagram.dataset.drawn).toBe('dark'));
    expect(calls().at(-2)).toEqual(['initialize', 'dark', 'strict']);
    expect(diagram.querySelectorAll('.diagram-svg')).toHaveLength(1);
  });

  it('leaves the source when the figure names no mermaid, when mermaid cannot load, or cannot draw it', async () => {
    const unnamed = figure('flowchart LR', null);
    const unreachable = figure('flowchart TD', 'data:text/javascript,throw new Error("offline")');
    const broken = figure('broken');
    await attach();
    await vi.waitFor(() => expect(calls()).toContainEqual(['render', 'broken']));
    for (const diagram of [unnamed, unreachable, broken]) {
      expect(diagram.dataset.drawn, diagram.textContent ?? '').toBeUndefined();
      expect(diagram.querySelector<HTMLElement>('.diagram-source')?.hidden).toBe(false);
    }
  });
});
