import { schemaAnchor } from '@/lib/openapi/anchors';
import type { SchemaPages } from '@/lib/openapi/pages';
import type { SchemaNode, ShapeNode } from '@/lib/openapi/types';
import { Markdown } from './markdown';

const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Type, format and flags of a node, in one line. */
function TypeLine({ node, base }: { node: SchemaNode; base: SchemaPages }) {
  if (node.kind === 'ref') {
    return (
      <span className="schema-type">
        <a href={`${base[node.name] ?? ''}#${schemaAnchor(node.name)}`}>{node.name}</a>
        {node.type && node.type !== 'object' ? ` (${node.type})` : ''}
      </span>
    );
  }
  if (node.kind === 'circular') return <span className="schema-type">↻ {node.label}</span>;
  const itemType = node.items
    ? node.items.kind === 'ref'
      ? node.items.name
      : node.items.kind === 'shape'
        ? node.items.type
        : undefined
    : undefined;
  return (
    <span className="schema-type">
      {node.type === 'array' && node.items?.kind === 'ref' ? (
        <>
          array of <a href={`${base[node.items.name] ?? ''}#${schemaAnchor(node.items.name)}`}>{node.items.name}</a>
        </>
      ) : node.type === 'array' && itemType ? (
        `array of ${itemType}`
      ) : (
        (node.type ?? (node.variants ? node.variants.kind : 'any'))
      )}
      {node.format && <span className="schema-format"> &lt;{node.format}&gt;</span>}
      {node.readOnly && <span className="schema-flag">read-only</span>}
      {node.writeOnly && <span className="schema-flag">write-only</span>}
      {node.deprecated && <span className="schema-flag schema-flag-warn">deprecated</span>}
    </span>
  );
}

/** Enum values, default, constraints and example of a shape. */
function Facts({ node }: { node: ShapeNode }) {
  return (
    <>
      {node.enum && (
        <p className="schema-fact">
          Allowed values:{' '}
          {node.enum.map((v, i) => (
            <code key={i}>{literal(v)}</code>
          ))}
        </p>
      )}
      {node.const !== undefined && (
        <p className="schema-fact">
          Constant: <code>{literal(node.const)}</code>
        </p>
      )}
      {node.default !== undefined && (
        <p className="schema-fact">
          Default: <code>{literal(node.default)}</code>
        </p>
      )}
      {node.constraints.length > 0 && (
        <p className="schema-fact">
          {node.constraints.map((c) => (
            <span key={c} className="schema-constraint">
              {c}
            </span>
          ))}
        </p>
      )}
      {node.example !== undefined && typeof node.example !== 'object' && (
        <p className="schema-fact">
          Example: <code>{literal(node.example)}</code>
        </p>
      )}
    </>
  );
}

/** The children of a node: properties, items, extra properties, variants, conditions. */
function Children({ node, depth, base }: { node: ShapeNode; depth: number; base: SchemaPages }) {
  const items =
    node.items && node.items.kind === 'shape' && (node.items.properties || node.items.variants)
      ? node.items
      : undefined;
  return (
    <>
      {node.properties && <PropertyList properties={node.properties} depth={depth} base={base} />}
      {items && (
        <div className="schema-items">
          <p className="schema-sublabel">Array items</p>
          <Children node={items} depth={depth} base={base} />
        </div>
      )}
      {node.additionalProperties !== undefined && node.additionalProperties !== true && (
        <p className="schema-fact">
          {node.additionalProperties === false ? (
            'No other properties allowed.'
          ) : (
            <>
              Other properties: <TypeLine node={node.additionalProperties} base={base} />
            </>
          )}
        </p>
      )}
      {node.variants && (
        <div className="schema-variants">
          <p className="schema-sublabel">
            {node.variants.kind === 'oneOf' ? 'One of' : 'Any of'}
            {node.variants.discriminator && (
              <>
                {' '}
                (chosen by <code>{node.variants.discriminator.propertyName}</code>
                {node.variants.discriminator.mapping.length > 0 &&
                  `: ${node.variants.discriminator.mapping.map((m) => `${m.value} → ${m.target}`).join(', ')}`}
                )
              </>
            )}
          </p>
          {node.variants.options.map((option, i) => (
            <details key={i} className="schema-variant" open={depth < 1 && i === 0}>
              <summary>{option.label}</summary>
              <SchemaBody node={option.node} depth={depth + 1} base={base} />
            </details>
          ))}
        </div>
      )}
      {node.conditions?.map((c, i) => (
        <div key={i} className="schema-condition">
          <p className="schema-sublabel">Conditional</p>
          <p className="schema-fact">When the value matches:</p>
          <SchemaBody node={c.when} depth={depth + 1} base={base} />
          {c.matched && (
            <>
              <p className="schema-fact">then it must also match:</p>
              <SchemaBody node={c.matched} depth={depth + 1} base={base} />
            </>
          )}
          {c.otherwise && (
            <>
              <p className="schema-fact">otherwise:</p>
              <SchemaBody node={c.otherwise} depth={depth + 1} base={base} />
            </>
          )}
        </div>
      ))}
    </>
  );
}

function PropertyList({
  properties,
  depth,
  base,
}: {
  properties: NonNullable<ShapeNode['properties']>;
  depth: number;
  base: SchemaPages;
}) {
  return (
    <ul className="schema-properties">
      {properties.map((p) => (
        <li key={p.name} className="schema-property">
          <div className="schema-property-head">
            <code className="schema-name">{p.name}</code> <TypeLine node={p.node} base={base} />
            {p.required && <span className="schema-required">required</span>}
            {p.node.kind === 'shape' && p.node.nullable && <span className="schema-flag">nullable</span>}
          </div>
          <PropertyDetails node={p.node} depth={depth + 1} base={base} />
        </li>
      ))}
    </ul>
  );
}

/** A property's description and facts; nested structure in a disclosure (works without JavaScript). */
function PropertyDetails({ node, depth, base }: { node: SchemaNode; depth: number; base: SchemaPages }) {
  if (node.kind === 'ref') return node.description ? <p className="schema-description">{node.description}</p> : null;
  if (node.kind === 'circular') return null;
  const nested = Boolean(
    node.properties ||
      node.variants ||
      node.conditions ||
      (node.items?.kind === 'shape' && (node.items.properties || node.items.variants)),
  );
  return (
    <>
      <Markdown text={node.description} className="schema-description" />
      <Facts node={node} />
      {nested && (
        <details className="schema-nested" open={depth < 2}>
          <summary>{node.variants ? 'Variants' : 'Properties'}</summary>
          <Children node={node} depth={depth} base={base} />
        </details>
      )}
    </>
  );
}

/**
 * A whole schema: its type line, description, facts and children. `base` is the page holding the
 * Schemas section ('' when it is this page).
 */
export function SchemaBody({ node, depth = 0, base = {} }: { node: SchemaNode; depth?: number; base?: SchemaPages }) {
  if (node.kind !== 'shape') {
    return (
      <div className="schema">
        <TypeLine node={node} base={base} />
        {node.kind === 'ref' && node.description && <p className="schema-description">{node.description}</p>}
      </div>
    );
  }
  return (
    <div className="schema">
      <p className="schema-head">
        <TypeLine node={node} base={base} />
        {node.nullable && <span className="schema-flag">nullable</span>}
      </p>
      <Markdown text={node.description} className="schema-description" />
      <Facts node={node} />
      <Children node={node} depth={depth} base={base} />
    </div>
  );
}
