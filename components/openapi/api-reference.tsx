import type { ApiReference } from '@/lib/openapi/types';
import { ApiEnhancer } from './api-enhancer.client';
import { ApiNav } from './api-nav';
import { ApiOverview } from './api-overview';
import { Markdown } from './markdown';
import { Operation } from './operation';
import { schemaAnchor, tagAnchor } from '@/lib/openapi/anchors';
import { SchemaBody } from './schema-view';

/** A whole API reference page: navigation, overview, operations by tag, then every named schema once. */
export function ApiReferenceView({ model, downloads }: { model: ApiReference; downloads: Array<{ label: string; href: string }> }) {
  return (
    <div className="api-layout">
      <aside className="api-sidebar">
        <ApiNav model={model} />
      </aside>
      <main id="main" className="api-main">
        <ApiOverview model={model} downloads={downloads} />
        {model.tags.map((tag) => (
          <section key={tag.name} className="api-tag" aria-labelledby={tagAnchor(tag.name)}>
            <h2 id={tagAnchor(tag.name)} className="api-tag-title">
              {tag.name}
            </h2>
            <Markdown text={tag.description} />
            {tag.operations.map((op) => (
              <Operation key={op.id} op={op} model={model} />
            ))}
          </section>
        ))}
        {model.schemas.length > 0 && (
          <section id="schemas" className="api-schemas" aria-labelledby="schemas-title">
            <h2 id="schemas-title">Schemas</h2>
            {model.schemas.map(({ name, node }) => (
              <details key={name} id={schemaAnchor(name)} className="api-schema">
                <summary>
                  <code>{name}</code>
                </summary>
                <SchemaBody node={node} />
              </details>
            ))}
          </section>
        )}
      </main>
      <ApiEnhancer />
    </div>
  );
}
