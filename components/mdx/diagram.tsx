import { mermaidUrl } from '@/lib/markdown/mermaid-assets';
import { Behaviour } from '../ui/behaviour.client';

interface MermaidProps {
  /** The diagram's mermaid source (a ```mermaid fence, lib/markdown/remark-diagrams.ts). */
  chart: string;
  /** The fence's `title="…"`: the caption and the diagram's accessible name. */
  title?: string;
}

/**
 * A mermaid diagram. The HTML holds its source, which is what a reader without JavaScript sees;
 * lib/browser/diagram-behaviour.ts draws it when it nears the viewport, loading mermaid then (a
 * page without a diagram loads nothing for them) from the URL of mermaid's own bundle it names, and
 * draws it again when the colour mode changes.
 */
export function Mermaid({ chart, title }: MermaidProps) {
  return (
    <figure className="diagram" data-title={title} data-mermaid={mermaidUrl()}>
      <pre className="diagram-source">
        <code>{chart}</code>
      </pre>
      {title ? <figcaption>{title}</figcaption> : null}
      <Behaviour name="diagrams" />
    </figure>
  );
}
