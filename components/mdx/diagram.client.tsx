'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

type Mode = 'light' | 'dark';

const colourMode = (): Mode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/** mermaid, loaded on the first diagram that nears the viewport: its own chunk, on pages with diagrams only. */
let mermaid: Promise<typeof import('mermaid').default> | undefined;
const loadMermaid = () => {
  mermaid ??= import('mermaid').then(({ default: m }) => m);
  return mermaid;
};

/** Draws one diagram as SVG; until it is drawn (or if it cannot be) its source stays as the page shows it. */
export function DiagramClient({ chart, title, children }: { chart: string; title?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = `diagram-${useId().replace(/[^\w-]/g, '')}`;
  const [svg, setSvg] = useState<string>();
  const [mode, setMode] = useState<Mode>();
  const [near, setNear] = useState(false);

  // The colour mode: <html data-theme>, as the theme switch sets it.
  useEffect(() => {
    setMode(colourMode());
    const observer = new MutationObserver(() => setMode(colourMode()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  // Drawn when it comes within a screen of the viewport.
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near || !mode) return;
    let current = true;
    loadMermaid()
      .then(async (m) => {
        m.initialize({
          startOnLoad: false,
          securityLevel: 'strict',
          theme: mode === 'dark' ? 'dark' : 'default',
          fontFamily: 'inherit',
        });
        const { svg } = await m.render(`${id}-${mode}`, chart);
        if (current) setSvg(svg);
      })
      .catch(() => {
        // The source stays: the content check has already reported a diagram that does not parse.
      });
    return () => {
      current = false;
    };
  }, [near, mode, chart, id]);

  if (svg)
    return (
      <div
        ref={ref}
        className="diagram-svg"
        role="img"
        aria-label={title ?? 'Diagram'}
        // mermaid's own output, with its strict security level (labels sanitized, no scripts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn by mermaid from first-party content
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  return <div ref={ref}>{children}</div>;
}
