import fs from 'node:fs';
import ts from 'typescript5';
import { describe, expect, it } from 'vitest';

/**
 * The docs' reference tables and the SDK declarations the samples are checked against must agree:
 * each table's first column (the names in backticks) against the members of a declared type.
 */
const SDK = 'content/types/@acme/experience-sdk/index.d.ts';

/** The first-column names of the table whose header row starts with `| <header> |` in a docs file. */
function tableNames(markdown: string, header: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
  if (start < 0) throw new Error(`no table headed "${header}"`);
  const names: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const name = /^\|\s*`([^`]+)`/.exec(line)?.[1];
    if (name) names.push(name.replace(/\(.*$/, ''));
  }
  return names;
}

/** Property names of an interface, or the `type` literals of a union of object types. */
function declaredNames(source: string, name: string): string[] {
  const file = ts.createSourceFile('sdk.d.ts', source, ts.ScriptTarget.Latest, true);
  const propName = (n: ts.PropertyName) => (ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : n.getText());
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement) && statement.name.text === name)
      return statement.members.flatMap((m) => (m.name ? [propName(m.name)] : []));
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

describe('reference tables agree with the declarations', () => {
  it.each([
    ['content/docs/experience-sdk/event-listener.mdx', 'Event', 'ExperienceEvents'],
    ['content/docs/experience-sdk/action-dispatcher.mdx', 'Type', 'Action'],
    ['content/docs/experience-sdk/intro.mdx', 'Option', 'ExperienceOptions'],
    ['content/docs/experience-sdk/component-methods.mdx', 'Event', 'ComponentEvents'],
    ['content/docs/experience-sdk/flexgrid-navigation.mdx', 'Event', 'FlexGridEvents'],
  ])('%s (%s) and %s', (doc, header, type) => {
    expect(tableNames(read(doc), header).sort()).toEqual(declaredNames(read(SDK), type).sort());
  });

  it('sees a row the declarations lack', () => {
    const table = '| Event | Fires when |\n| --- | --- |\n| `ready` | x |\n| `gone` | y |\n';
    const declared = declaredNames('export interface E { ready: {} }', 'E');
    expect(tableNames(table, 'Event')).not.toEqual(declared);
  });
});
