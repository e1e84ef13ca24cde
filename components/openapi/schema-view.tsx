import { Template } from '@/components/i18n/template';
import { uiStrings } from '@/lib/i18n/catalogue';
import type { UiStrings } from '@/lib/i18n/english';
import { fill } from '@/lib/i18n/format.client';
import { schemaAnchor } from '@/lib/openapi/anchors';
import { constraintText } from '@/lib/openapi/constraints';
import type { SchemaPages } from '@/lib/openapi/pages';
import { circularText, optionLabel } from '@/lib/openapi/schema-markers';
import type { SchemaNode, ShapeNode } from '@/lib/openapi/types';
import { type DocumentLang, DocumentText, documentLang } from './document-text';
import { InlineMarkdown, Markdown } from './markdown';

const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What every part of a schema's view needs: where the named schemas are (`base`), the page's
 * words (`t`) and how the document's own text is marked (`doc`).
 */
interface View {
  base: SchemaPages;
  t: UiStrings;
  doc: DocumentLang;
}

/** Type, format and flags of a node, in one line. */
function TypeLine({ node, view }: { node: SchemaNode; view: View }) {
  const { base, t, doc } = view;
  if (node.kind === 'ref') {
    return (
      <span className="schema-type">
        <a href={`${base[node.name] ?? ''}#${schemaAnchor(node.name)}`}>{node.name}</a>
        {node.type && node.type !== 'object' ? ` (${node.type})` : ''}
      </span>
    );
  }
  if (node.kind === 'circular')
    return (
      <span className="schema-type">
        ↻ {node.label ? <DocumentText lang={doc}>{node.label}</DocumentText> : circularText(node, t)}
      </span>
    );
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
        <Template
          text={t['api.schema.arrayOf']}
          values={{
            type: <a href={`${base[node.items.name] ?? ''}#${schemaAnchor(node.items.name)}`}>{node.items.name}</a>,
          }}
        />
      ) : node.type === 'array' && itemType ? (
        fill(t['api.schema.arrayOf'], { type: itemType })
      ) : (
        (node.type ?? (node.variants ? node.variants.kind : 'any'))
      )}
      {node.format && <span className="schema-format"> &lt;{node.format}&gt;</span>}
      {node.readOnly && <span className="schema-flag">{t['api.schema.readOnly']}</span>}
      {node.writeOnly && <span className="schema-flag">{t['api.schema.writeOnly']}</span>}
      {node.deprecated && <span className="schema-flag schema-flag-warn">{t['api.schema.deprecated']}</span>}
    </span>
  );
}

/** Enum values, default, constraints and example of a shape. */
function Facts({ node, view: { t } }: { node: ShapeNode; view: View }) {
  return (
    <>
      {node.enum && (
        <p className="schema-fact">
          {t['api.schema.allowedValues']}{' '}
          {node.enum.map((v, i) => (
            <code key={i}>{literal(v)}</code>
          ))}
        </p>
      )}
      {node.const !== undefined && (
        <p className="schema-fact">
          {t['api.schema.constant']} <code>{literal(node.const)}</code>
        </p>
      )}
      {node.default !== undefined && (
        <p className="schema-fact">
          {t['api.schema.default']} <code>{literal(node.default)}</code>
        </p>
      )}
      {node.constraints.length > 0 && (
        <p className="schema-fact">
          {node.constraints.map((c) => (
            <span key={c.rule} className="schema-constraint">
              {constraintText(c, t)}
            </span>
          ))}
        </p>
      )}
      {node.example !== undefined && typeof node.example !== 'object' && (
        <p className="schema-fact">
          {t['api.schema.example']} <code>{literal(node.example)}</code>
        </p>
      )}
      {node.requires && (
        <p className="schema-fact">
          {t['api.schema.requires']}{' '}
          {node.requires.map((name) => (
            <code key={name}>{name}</code>
          ))}
        </p>
      )}
    </>
  );
}

/** "(chosen by `kind`: a → A, b → B)": the discriminator of a oneOf/anyOf and its mapping. */
function ChosenBy({
  discriminator,
  t,
}: {
  discriminator: NonNullable<ShapeNode['variants']>['discriminator'];
  t: UiStrings;
}) {
  if (!discriminator) return null;
  const mapping = discriminator.mapping.map((m) => `${m.value} → ${m.target}`).join(', ');
  return (
    <>
      {' '}
      <Template
        text={mapping ? t['api.schema.chosenByMapping'] : t['api.schema.chosenBy']}
        values={{ property: <code>{discriminator.propertyName}</code>, mapping }}
      />
    </>
  );
}

/** if/then/else of a shape, as "when … then …". */
function Conditions({ node, depth, view }: { node: ShapeNode; depth: number; view: View }) {
  const { t } = view;
  return node.conditions?.map((c, i) => (
    <div key={i} className="schema-condition">
      <p className="schema-sublabel">{t['api.schema.conditional']}</p>
      <p className="schema-fact">{t['api.schema.when']}</p>
      <Body node={c.when} depth={depth + 1} view={view} />
      {c.matched && (
        <>
          <p className="schema-fact">{t['api.schema.then']}</p>
          <Body node={c.matched} depth={depth + 1} view={view} />
        </>
      )}
      {c.otherwise && (
        <>
          <p className="schema-fact">{t['api.schema.otherwise']}</p>
          <Body node={c.otherwise} depth={depth + 1} view={view} />
        </>
      )}
    </div>
  ));
}

/** A required name alone (`{ required: [a] }`), as a `not` often rules one out. */
const requiredOnly = (node: SchemaNode) =>
  node.kind === 'shape' && !node.type && !node.properties && !node.variants && !node.not && node.requires?.length === 1
    ? node.requires[0]
    : undefined;

/**
 * A `not`: "must have none of" the names it rules out when it only requires one name or any of a
 * few (`not: { anyOf: [{ required: [values] }, …] }`), else the schema a value must not match.
 */
function Not({ node, depth, view }: { node: SchemaNode; depth: number; view: View }) {
  const { t } = view;
  const options = node.kind === 'shape' && node.variants?.kind === 'anyOf' ? node.variants.options : undefined;
  const names = (options ? options.map((o) => requiredOnly(o.node)) : [requiredOnly(node)]).filter(Boolean);
  if (names.length > 0 && names.length === (options?.length ?? 1))
    return (
      <p className="schema-fact">
        {t['api.schema.mustNotHave']}{' '}
        {names.map((name) => (
          <code key={name}>{name}</code>
        ))}
      </p>
    );
  return (
    <div className="schema-condition">
      <p className="schema-fact">{t['api.schema.not']}</p>
      <Body node={node} depth={depth + 1} view={view} />
    </div>
  );
}

/** The children of a node: properties, items, extra properties, variants, conditions. */
function Children({ node, depth, view }: { node: ShapeNode; depth: number; view: View }) {
  const { t, doc } = view;
  const items =
    node.items && node.items.kind === 'shape' && (node.items.properties || node.items.variants)
      ? node.items
      : undefined;
  return (
    <>
      {node.properties && <PropertyList properties={node.properties} depth={depth} view={view} />}
      {items && (
        <div className="schema-items">
          <p className="schema-sublabel">{t['api.schema.arrayItems']}</p>
          <Children node={items} depth={depth} view={view} />
        </div>
      )}
      {node.additionalProperties !== undefined && node.additionalProperties !== true && (
        <p className="schema-fact">
          {node.additionalProperties === false ? (
            t['api.schema.noOtherProperties']
          ) : (
            <>
              {t['api.schema.otherProperties']} <TypeLine node={node.additionalProperties} view={view} />
            </>
          )}
        </p>
      )}
      {node.variants && (
        <div className="schema-variants">
          <p className="schema-sublabel">
            {node.variants.kind === 'oneOf' ? t['api.schema.oneOf'] : t['api.schema.anyOf']}
            <ChosenBy discriminator={node.variants.discriminator} t={t} />
          </p>
          {node.variants.options.map((option, i) => (
            <details key={i} className="schema-variant" open={depth < 1 && i === 0}>
              <summary>
                {option.label ? <DocumentText lang={doc}>{option.label}</DocumentText> : optionLabel(option, i, t)}
              </summary>
              <Body node={option.node} depth={depth + 1} view={view} />
            </details>
          ))}
        </div>
      )}
      <Conditions node={node} depth={depth} view={view} />
      {node.not && <Not node={node.not} depth={depth} view={view} />}
    </>
  );
}

function PropertyList({
  properties,
  depth,
  view,
}: {
  properties: NonNullable<ShapeNode['properties']>;
  depth: number;
  view: View;
}) {
  const { t } = view;
  return (
    <ul className="schema-properties">
      {properties.map((p) => (
        <li key={p.name} className="schema-property">
          <div className="schema-property-head">
            <code className="schema-name">{p.name}</code> <TypeLine node={p.node} view={view} />
            {p.required && <span className="schema-required">{t['api.schema.required']}</span>}
            {p.node.kind === 'shape' && p.node.nullable && (
              <span className="schema-flag">{t['api.schema.nullable']}</span>
            )}
          </div>
          <PropertyDetails node={p.node} depth={depth + 1} view={view} />
        </li>
      ))}
    </ul>
  );
}

/** A ref's one-line description (the document's text). */
function RefDescription({ text, doc }: { text?: string; doc: DocumentLang }) {
  return text ? (
    <p className="schema-description">
      <InlineMarkdown text={text} lang={doc} />
    </p>
  ) : null;
}

/** A property's description and facts; nested structure in a disclosure (works without JavaScript). */
function PropertyDetails({ node, depth, view }: { node: SchemaNode; depth: number; view: View }) {
  const { t, doc } = view;
  if (node.kind === 'ref') return <RefDescription text={node.description} doc={doc} />;
  if (node.kind === 'circular') return null;
  const nested = Boolean(
    node.properties ||
      node.variants ||
      node.conditions ||
      node.not ||
      (node.items?.kind === 'shape' && (node.items.properties || node.items.variants)),
  );
  return (
    <>
      <Markdown text={node.description} className="schema-description" lang={doc} />
      <Facts node={node} view={view} />
      {nested && (
        <details className="schema-nested" open={depth < 2}>
          <summary>{node.variants ? t['api.schema.variants'] : t['api.schema.properties']}</summary>
          <Children node={node} depth={depth} view={view} />
        </details>
      )}
    </>
  );
}

/** A whole schema (see SchemaBody), with its view's context. */
function Body({ node, depth, view }: { node: SchemaNode; depth: number; view: View }) {
  if (node.kind !== 'shape') {
    return (
      <div className="schema">
        <TypeLine node={node} view={view} />
        {node.kind === 'ref' && <RefDescription text={node.description} doc={view.doc} />}
      </div>
    );
  }
  // A schema that only requires names or rules one out (a condition's `then`, a `not`) has no type
  // to give: its line would read "any".
  const ruleOnly = !node.type && !node.variants && !node.properties && Boolean(node.requires || node.not);
  return (
    <div className="schema">
      {!ruleOnly && (
        <p className="schema-head">
          <TypeLine node={node} view={view} />
          {node.nullable && <span className="schema-flag">{view.t['api.schema.nullable']}</span>}
        </p>
      )}
      <Markdown text={node.description} className="schema-description" lang={view.doc} />
      <Facts node={node} view={view} />
      <Children node={node} depth={depth} view={view} />
    </div>
  );
}

/**
 * A whole schema: its type line, description, facts and children. `base` is the page holding the
 * Schemas section ('' when it is this page); `locale` the page's, for the viewer's own words.
 */
export function SchemaBody({
  node,
  depth = 0,
  base = {},
  locale,
}: {
  node: SchemaNode;
  depth?: number;
  base?: SchemaPages;
  locale?: string;
}) {
  return <Body node={node} depth={depth} view={{ base, t: uiStrings(locale), doc: documentLang(locale) }} />;
}
