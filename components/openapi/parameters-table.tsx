import { uiStrings } from '@/lib/i18n/catalogue';
import type { UiStrings } from '@/lib/i18n/english';
import { fill } from '@/lib/i18n/format.client';
import { schemaAnchor } from '@/lib/openapi/anchors';
import { constraintText } from '@/lib/openapi/constraints';
import type { SchemaPages } from '@/lib/openapi/pages';
import { circularText } from '@/lib/openapi/schema-markers';
import type { ParameterView, SchemaNode } from '@/lib/openapi/types';
import { type DocumentLang, DocumentText, documentLang } from './document-text';
import { Markdown } from './markdown';
import { ParamsTable } from './params-table';

const LOCATIONS = [
  ['path', 'api.params.path'],
  ['query', 'api.params.query'],
  ['header', 'api.params.header'],
  ['cookie', 'api.params.cookie'],
] as const;

const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function typeOf(node: SchemaNode | undefined, base: SchemaPages, t: UiStrings) {
  if (!node) return 'any';
  if (node.kind === 'ref') return <a href={`${base[node.name] ?? ''}#${schemaAnchor(node.name)}`}>{node.name}</a>;
  if (node.kind === 'circular') return circularText(node, t);
  const items =
    node.items?.kind === 'shape' ? node.items.type : node.items?.kind === 'ref' ? node.items.name : undefined;
  const type = node.type === 'array' && items ? fill(t['api.schema.arrayOf'], { type: items }) : (node.type ?? 'any');
  return `${type}${node.format ? ` <${node.format}>` : ''}`;
}

/** Default, constraints, enum values and example of a parameter. */
function Constraints({ param, t, doc }: { param: ParameterView; t: UiStrings; doc: DocumentLang }) {
  const node = param.schema?.kind === 'shape' ? param.schema : undefined;
  const items = node?.items?.kind === 'shape' ? node.items : undefined;
  const values = node?.enum ?? items?.enum;
  return (
    <>
      {node?.default !== undefined && (
        <div>
          {t['api.params.default']} <code>{literal(node.default)}</code>
        </div>
      )}
      {node && node.constraints.length > 0 && <div>{node.constraints.map((c) => constraintText(c, t)).join(', ')}</div>}
      {values && (
        <div>
          {t['api.params.oneOf']}{' '}
          {values.map((v, i) => (
            <code key={i}>{literal(v)}</code>
          ))}
        </div>
      )}
      {param.examples ? (
        <div>
          {t['api.params.examples']}
          <ul className="param-examples">
            {param.examples.map((ex) => (
              <li key={ex.name}>
                <code>{literal(ex.value)}</code> <DocumentText lang={doc}>{ex.summary ?? ex.name}</DocumentText>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        param.example !== undefined && (
          <div>
            {t['api.params.example']} <code>{literal(param.example)}</code>
          </div>
        )
      )}
    </>
  );
}

/** Parameters grouped by location, one table each: name, type, required, constraints, description. */
export function ParametersTables({
  parameters,
  base = {},
  locale,
}: {
  parameters: ParameterView[];
  base?: SchemaPages;
  locale?: string;
}) {
  const t = uiStrings(locale);
  const doc = documentLang(locale);
  return (
    <>
      {LOCATIONS.map(([location, title]) => {
        const list = parameters.filter((p) => p.in === location);
        if (list.length === 0) return null;
        return (
          <div key={location} className="api-block">
            <h4>{t[title]}</h4>
            <ParamsTable
              columns={[
                t['api.params.name'],
                t['api.params.type'],
                t['api.params.constraints'],
                t['api.params.description'],
              ]}
            >
              {list.map((p) => (
                <tr key={p.name}>
                  <td>
                    <code className="param-name">{p.name}</code>
                    {p.required ? (
                      <span className="schema-required">{t['api.op.required']}</span>
                    ) : (
                      <span className="schema-optional">{t['api.op.optional']}</span>
                    )}
                    {p.deprecated && (
                      <span className="schema-flag schema-flag-warn">{t['api.op.deprecatedParam']}</span>
                    )}
                  </td>
                  <td>{typeOf(p.schema, base, t)}</td>
                  <td>
                    <Constraints param={p} t={t} doc={doc} />
                  </td>
                  <td>
                    <Markdown
                      text={p.description ?? (p.schema?.kind === 'shape' ? p.schema.description : undefined)}
                      className="param-description"
                      lang={doc}
                    />
                  </td>
                </tr>
              ))}
            </ParamsTable>
          </div>
        );
      })}
    </>
  );
}
