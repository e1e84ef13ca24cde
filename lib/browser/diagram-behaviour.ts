import { sharedBehaviour } from './behaviour';

/**
 * Draws the page's mermaid diagrams (components/mdx/diagram.tsx renders each as a
 * `<figure class="diagram">` holding its source) as SVG when they come within a screen of the
 * viewport, loading mermaid then, and draws them again when the colour mode changes. Until a
 * diagram is drawn, or if it cannot be, its source stays as the page shows it.
 */
type Mode = 'light' | 'dark';

const colourMode = (): Mode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

type Mermaid = typeof import('mermaid').default;

/** mermaid by the URL its figures name (one on a page). */
const loaded = new Map<string, Promise<Mermaid>>();
/**
 * mermaid's own prebuilt ES module, imported by the URL the figure names (`data-mermaid`, served
 * by app/mermaid/[version]/[...file]), never bundled: Turbopack would compile it on every build.
 * The import runs in this behaviour's chunk, which Next's runtime adds with a script element, so
 * the CSP's 'strict-dynamic' trusts it and the modules it imports (lib/security/README.md). A
 * failed load (offline) is forgotten: a diagram that comes near later asks again.
 */
function loadMermaid(url: string): Promise<Mermaid> {
  let mermaid = loaded.get(url);
  if (!mermaid) {
    mermaid = (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<{ default: Mermaid }>).then(
      ({ default: m }) => m,
      (error: unknown) => {
        loaded.delete(url);
        throw error;
      },
    );
    loaded.set(url, mermaid);
  }
  return mermaid;
}

let drawn = 0;

async function draw(figure: HTMLElement): Promise<void> {
  const source = figure.querySelector<HTMLElement>('.diagram-source');
  const url = figure.dataset.mermaid;
  if (!source || !url) return;
  const mode = colourMode();
  const m = await loadMermaid(url);
  m.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: mode === 'dark' ? 'dark' : 'default',
    fontFamily: 'inherit',
  });
  const { svg } = await m.render(`diagram-${++drawn}`, source.textContent ?? '');
  let image = figure.querySelector<HTMLElement>(':scope > .diagram-svg');
  if (!image) {
    image = document.createElement('div');
    image.className = 'diagram-svg';
    image.setAttribute('role', 'img');
    image.setAttribute('aria-label', figure.dataset.title || 'Diagram');
    source.before(image);
  }
  // mermaid's own output, with its strict security level (labels sanitized, no scripts).
  image.innerHTML = svg;
  source.hidden = true;
  figure.dataset.drawn = mode;
}

function drawQuietly(figure: HTMLElement): void {
  draw(figure).catch(() => {
    // The source stays: the content check has already reported a diagram that does not parse.
  });
}

let near: IntersectionObserver | undefined;

/** Watches the diagrams not yet drawn or watched. */
function scan(): void {
  for (const figure of document.querySelectorAll<HTMLElement>('figure.diagram:not([data-watched])')) {
    figure.dataset.watched = '';
    if (near) near.observe(figure);
    else drawQuietly(figure);
  }
}

export const diagrams = sharedBehaviour(() => {
  near =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries)
              if (entry.isIntersecting) {
                near?.unobserve(entry.target);
                drawQuietly(entry.target as HTMLElement);
              }
          },
          { rootMargin: '100% 0px' },
        );
  // The colour mode: <html data-theme>, as the theme switch sets it.
  const theme = new MutationObserver(() => {
    for (const figure of document.querySelectorAll<HTMLElement>('figure.diagram[data-drawn]'))
      if (figure.dataset.drawn !== colourMode()) drawQuietly(figure);
  });
  theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    near?.disconnect();
    near = undefined;
    theme.disconnect();
    for (const figure of document.querySelectorAll<HTMLElement>('figure.diagram[data-watched]'))
      delete figure.dataset.watched;
  };
}, scan);
