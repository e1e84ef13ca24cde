import fs from 'node:fs';
import ts from 'typescript5';
import { describe, expect, it } from 'vitest';

/**
 * The docs' reference tables and the SDK declarations the samples are checked against must agree:
 * each table's first column (the names in backticks) against the members of a declared type.
 */
const SDK = 'content/types/@acme/experience-sdk/index.d.ts';

/**
 * The names in backticks of one column (the first by default) of the table whose header row starts
 * with `| <header> |` in a docs file (indented too: a table inside a step of `<Steps>`), after the heading `section` when one is given. A cell may name
 * several (`width`, `height`); `only` keeps the rows whose first cell is that name.
 */
function tableNames(markdown: string, header: string, section?: string, column = 0, only?: string): string[] {
  const lines = markdown.split('\n');
  const from =
    section === undefined ? 0 : lines.findIndex((line) => /^\s*#+ /.test(line) && line.endsWith(` ${section}`));
  if (from < 0) throw new Error(`no heading "${section}"`);
  const start = lines.findIndex((line, i) => i >= from && line.trimStart().startsWith(`| ${header} |`));
  if (start < 0) throw new Error(`no table headed "${header}"`);
  const names: string[] = [];
  for (const row of lines.slice(start + 2)) {
    const line = row.trim();
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1);
    if (only !== undefined && cells[0]?.trim() !== `\`${only}\``) continue;
    for (const match of (cells[column] ?? '').matchAll(/`([^`]+)`/g)) names.push(match[1].replace(/\(.*$/, ''));
  }
  return names;
}

/** Member names of an interface (its methods only with `methods`), or the `type` literals of a union of object types. */
function declaredNames(source: string, name: string, methods = false): string[] {
  const file = ts.createSourceFile('sdk.d.ts', source, ts.ScriptTarget.Latest, true);
  const propName = (n: ts.PropertyName) => (ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : n.getText());
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement) && statement.name.text === name)
      return statement.members.flatMap((m) =>
        m.name && (!methods || ts.isMethodSignature(m)) ? [propName(m.name)] : [],
      );
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name && ts.isUnionTypeNode(statement.type))
      return statement.type.types.flatMap((member) => {
        if (!ts.isTypeLiteralNode(member)) return [];
        const type = member.members.find((m) => m.name && propName(m.name) === 'type');
        return type && ts.isPropertySignature(type) && type.type && ts.isLiteralTypeNode(type.type)
          ? [(type.type.literal as ts.StringLiteral).text]
          : [];
      });
  }
  throw new Error(`${name} is not declared`);
}

const read = (file: string) => fs.readFileSync(file, 'utf8');

/** Each event row's payload keys, from a payload column written as `{ a, b }` (`none`: no keys). */
function tablePayloads(markdown: string, header: string, column: number): Record<string, string[]> {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
  const payloads: Record<string, string[]> = {};
  for (const row of lines.slice(start + 2)) {
    const line = row.trim();
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1);
    const name = /`([^`]+)`/.exec(cells[0])?.[1];
    const keys = /`\{([^}]*)\}`/.exec(cells[column] ?? '')?.[1];
    if (name) payloads[name] = keys ? keys.split(',').map((key) => key.trim()) : [];
  }
  return payloads;
}

/** Each member's payload keys of an events interface: a type literal's, or the named interface's. */
function declaredPayloads(source: string, name: string): Record<string, string[]> {
  const file = ts.createSourceFile('sdk.d.ts', source, ts.ScriptTarget.Latest, true);
  const events = file.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === name);
  if (!events || !ts.isInterfaceDeclaration(events)) throw new Error(`${name} is not declared`);
  const payloads: Record<string, string[]> = {};
  for (const member of events.members) {
    if (!ts.isPropertySignature(member) || !member.type || !member.name) continue;
    const key = ts.isStringLiteral(member.name) || ts.isIdentifier(member.name) ? member.name.text : '';
    const type = member.type;
    if (ts.isTypeLiteralNode(type))
      payloads[key] = type.members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : []));
    else if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName))
      payloads[key] = declaredNames(source, type.typeName.text);
    else payloads[key] = [];
  }
  return payloads;
}

describe('reference tables agree with the declarations', () => {
  it.each([
    ['content/docs/experience-sdk/event-listener.mdx', 'Event', 'ExperienceEvents'],
    ['content/docs/experience-sdk/action-dispatcher.mdx', 'Type', 'Action'],
    ['content/docs/experience-sdk/intro.mdx', 'Option', 'ExperienceOptions'],
    ['content/docs/experience-sdk/component-methods.mdx', 'Event', 'ComponentEvents'],
    ['content/docs/experience-sdk/flexgrid-navigation.mdx', 'Event', 'FlexGridEvents'],
    ['content/docs/experience-sdk/form-methods.mdx', 'Method', 'FormHandle'],
    ['content/docs/experience-sdk/component-methods.mdx', 'Method', 'ComponentHandle'],
    ['content/docs/experience-sdk/overriding-components/custom-text-builders.mdx', 'Property', 'TextContext'],
  ])('%s (%s) and %s', (doc, header, type) => {
    const declared = declaredNames(read(SDK), type, header === 'Method');
    expect(tableNames(read(doc), header).sort()).toEqual(declared.sort());
  });

  it.each([
    ['content/docs/experience-sdk/event-listener.mdx', 'Event', 2, 'ExperienceEvents'],
    ['content/docs/experience-sdk/component-methods.mdx', 'Event', 2, 'ComponentEvents'],
    ['content/docs/experience-sdk/flexgrid-navigation.mdx', 'Event', 1, 'FlexGridEvents'],
  ] as const)('the event payloads of %s (%s table, column %i) and %s', (doc, header, column, type) => {
    const sorted = (payloads: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(payloads).map(([name, keys]) => [name, [...keys].sort()]));
    expect(sorted(tablePayloads(read(doc), header, column))).toEqual(sorted(declaredPayloads(read(SDK), type)));
  });

  it('the renderer helpers table and RenderHelpers', () => {
    const doc = 'content/docs/experience-sdk/overriding-components/custom-component-renderers.mdx';
    const members = tableNames(read(doc), 'Member').map((name) => name.replace(/^helpers\./, ''));
    expect(members.sort()).toEqual(declaredNames(read(SDK), 'RenderHelpers').sort());
  });

  const OVERRIDES = 'content/docs/experience-sdk/overriding-components/overridable-components.mdx';
  it('overridable component names and OverridableComponents', () => {
    expect(tableNames(read(OVERRIDES), 'Name').sort()).toEqual(
      declaredNames(read(SDK), 'OverridableComponents').sort(),
    );
  });

  it('common props and ComponentProps', () => {
    expect(tableNames(read(OVERRIDES), 'Prop', 'Common props').sort()).toEqual(
      declaredNames(read(SDK), 'ComponentProps').sort(),
    );
  });

  it.each(['Question', 'QuestionOption', 'Reveal', 'Form', 'FormField', 'Login', 'FlexGrid', 'FlexGridTile'])(
    'the props of %s and their declaration',
    (name) => {
      expect(tableNames(read(OVERRIDES), 'Prop', name).sort()).toEqual(declaredNames(read(SDK), `${name}Props`).sort());
    },
  );

  it.each(['Text', 'Image', 'Button'])('the props of %s and their declaration', (name) => {
    expect(tableNames(read(OVERRIDES), 'Name', 'Text, Image and Button', 1, name).sort()).toEqual(
      declaredNames(read(SDK), `${name}Props`).sort(),
    );
  });

  it('the error codes table and ExperienceErrorCode', () => {
    const file = ts.createSourceFile('sdk.d.ts', read(SDK), ts.ScriptTarget.Latest, true);
    const alias = file.statements.find((s) => ts.isTypeAliasDeclaration(s) && s.name.text === 'ExperienceErrorCode');
    if (!alias || !ts.isTypeAliasDeclaration(alias) || !ts.isUnionTypeNode(alias.type)) throw new Error('no union');
    const codes = alias.type.types.flatMap((t) =>
      ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? [t.literal.text] : [],
    );
    const doc = read('content/docs/experience-sdk/event-listener.mdx');
    expect(tableNames(doc, 'Code', 'Error codes').sort()).toEqual(codes.sort());
  });

  it('sees a row the declarations lack', () => {
    const table = '| Event | Fires when |\n| --- | --- |\n| `ready` | x |\n| `gone` | y |\n';
    const declared = declaredNames('export interface E { ready: {} }', 'E');
    expect(tableNames(table, 'Event')).not.toEqual(declared);
  });
});
