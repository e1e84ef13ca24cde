import type { ApiReference } from '@/lib/openapi/types';
import { MethodBadge } from './method-badge';

/** Navigation of the reference: operations grouped by tag, with method badges. */
export function ApiNav({ model, opPages = {}, schemasHref = '' }: { model: ApiReference; opPages?: Record<string, string>; schemasHref?: string }) {
  return (
    <nav className="api-nav" aria-label={`${model.title} operations`}>
      <a className="api-nav-top" href={`${Object.keys(opPages).length ? `/api/${model.id}` : ''}#overview`}>
        Overview
      </a>
      {model.tags.map((tag) => (
        <div key={tag.name} className="api-nav-group">
          <p className="api-nav-tag">{tag.name}</p>
          <ul>
            {tag.operations.map((op) => (
              <li key={op.id}>
                <a href={`${opPages[op.id] ?? ''}#${op.id}`} data-nav-op={op.id} className={op.deprecated ? 'deprecated' : undefined}>
                  <MethodBadge method={op.method} />
                  <span>{op.summary ?? op.path}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {model.schemas.length > 0 && (
        <a className="api-nav-top" href={`${schemasHref}#schemas`}>
          Schemas
        </a>
      )}
    </nav>
  );
}
