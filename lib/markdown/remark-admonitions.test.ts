import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkAdmonitions } from './remark-admonitions';
import { restoreTextDirectives } from './remark-directives-as-text';

function transform(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkDirective);
  const tree = processor.parse(markdown);
  restoreTextDirectives(tree);
  remarkAdmonitions()(tree);
  return tree;
}

describe('remarkAdmonitions', () => {
  it('turns :::type[Title] into an Admonition element with type and title', () => {
    const [node] = transform(':::warning[Keep it secret]\nThe READ-WRITE token.\n:::').children as any[];
    expect(node).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'Admonition',
      attributes: [
        { name: 'type', value: 'warning' },
        { name: 'title', value: 'Keep it secret' },
      ],
    });
    expect(node.children).toHaveLength(1);
  });

  it('supports every type and leaves other directive names alone', () => {
    for (const type of ['note', 'tip', 'info', 'warning', 'danger']) {
      expect((transform(`:::${type}\nx\n:::`).children[0] as any).name).toBe('Admonition');
    }
    expect(transform(':::details\nx\n:::').children[0].type).toBe('containerDirective');
  });

  it('restores text that looks like a directive', () => {
    const tree = transform('Listen for login:success at 10:30.');
    expect(JSON.stringify(tree)).toContain('login');
    expect((tree.children[0] as any).children.map((c: any) => c.value).join('')).toBe(
      'Listen for login:success at 10:30.',
    );
  });
});
