import { describe, expect, it } from 'vitest';
import { checkComponentProps } from './component-props';
import { parseMarkdown } from './parse';

const check = (body: string, lineOffset = 0) =>
  checkComponentProps(parseMarkdown(body), { file: 'content/docs/a.mdx', lineOffset });

describe('checkComponentProps', () => {
  it('accepts every component written as documented', () => {
    const body = [
      '<Steps>',
      '',
      '1. ### Install',
      '',
      '   Run it.',
      '2. Done.',
      '',
      '</Steps>',
      '',
      '<Cards cols={2}>',
      '  <Card title="Start" href="/docs/a" icon="rocket" description="First steps." />',
      '  <Card title="More">Text</Card>',
      '</Cards>',
      '',
      '<Accordion title="Why?" id="why" open>',
      '',
      'Because.',
      '',
      '</Accordion>',
      '',
      '<FileTree>',
      '',
      '- src/',
      '  - **app.ts** the entry',
      '',
      '</FileTree>',
      '',
      'A <Badge variant="tip">New</Badge> and <Badge text="Beta" />.',
      '',
      '<Tabs groupId="pm" queryString>',
      '<Tab label="npm" default>a</Tab>',
      '<Tab label="yarn" value="y">b</Tab>',
      '</Tabs>',
    ].join('\n');
    expect(check(body)).toEqual([]);
  });

  it('names the file, line and column of a missing prop, counting the frontmatter lines', () => {
    expect(check('Text.\n\n<Card href="/docs/a" />', 5)).toEqual([
      'content/docs/a.mdx:8:1: <Card> missing prop "title" (expected a string)',
    ]);
  });

  it('names an unknown prop with the closest known one and the list', () => {
    expect(check('<Accordion titel="x">y</Accordion>')).toEqual([
      'content/docs/a.mdx:1:1: <Accordion> missing prop "title" (expected a string)',
      'content/docs/a.mdx:1:1: <Accordion> unknown prop "titel" (did you mean "title"?): its props are "title", "id", "open"',
    ]);
  });

  it('says what a wrong value should be', () => {
    expect(check('A <Badge variant="success">x</Badge>.')).toEqual([
      'content/docs/a.mdx:1:3: <Badge> prop "variant": expected one of "note", "tip", "info", "warning", "danger", got "success"',
    ]);
    expect(check('<Card title="a" icon="star" />')[0]).toMatch(/prop "icon": expected one of "book"/);
    expect(check('<Cards cols={7}><Card title="a" /></Cards>')[0]).toMatch(
      /<Cards> prop "cols": expected .*4.*, got 7/,
    );
    expect(check('<Accordion title="a" id="no spaces">b</Accordion>')[0]).toMatch(/prop "id": expected an id/);
    expect(check('<Tabs queryString><Tab label="a">x</Tab></Tabs>')[0]).toMatch(
      /<Tabs> prop "queryString": queryString=\{true\} names the parameter after groupId/,
    );
  });

  it('checks what the components hold', () => {
    expect(check('<Steps>\n\n- not numbered\n\n</Steps>')).toEqual([
      'content/docs/a.mdx:1:1: <Steps> expects one ordered list ("1. …") as its content, each item a step (leave blank lines around it)',
    ]);
    expect(check('<FileTree>\n\n1. a\n\n</FileTree>')[0]).toMatch(/<FileTree> expects one bulleted list/);
    expect(check('<Cards>\n\nText\n\n</Cards>')[0]).toMatch(/<Cards> expects <Card> elements only/);
    expect(check('<Tabs>\n<Tab label="a">x</Tab>\n<div>y</div>\n</Tabs>')[0]).toMatch(/<Tabs> expects <Tab/);
    expect(check('A <Badge variant="tip" />.')[0]).toMatch(/<Badge> expects its text/);
  });

  it('leaves a value computed at render and spread props to the render', () => {
    expect(check('<Card title={name} />')).toEqual([]);
    expect(check('<Card {...props} />')).toEqual([]);
    expect(check('<Card {...props} titel="x" />')[0]).toMatch(/unknown prop "titel"/);
  });

  it('ignores components it does not know and plain elements', () => {
    expect(check('<Custom anything="x" />\n\n<div title="y">z</div>')).toEqual([]);
  });
});
