import rehypeStringify from 'rehype-stringify';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkKit } from './remark-kit';

/** The FileTree's list as HTML (the JSX wrapper is passed through by remark-rehype). */
async function html(md: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkKit)
    .use(remarkRehype, { passThrough: ['mdxJsxFlowElement'], handlers: {} })
    .use(() => (tree) => {
      // Render the JSX element's children only.
      const unwrap = (node: { children?: unknown[] }): void => {
        node.children = (node.children ?? []).flatMap((c) => {
          const child = c as { type: string; children?: unknown[] };
          if (child.type === 'mdxJsxFlowElement') return child.children ?? [];
          unwrap(child);
          return [child];
        });
      };
      unwrap(tree as { children?: unknown[] });
    })
    .use(rehypeStringify)
    .process(md);
  return String(file).replace(/\n/g, '');
}

describe('remarkKit: <FileTree>', () => {
  it('marks folders (trailing slash or nested list), files, highlights and comments', async () => {
    const out = await html(
      [
        '<FileTree>',
        '',
        '- src/',
        '  - **app.ts** the entry point',
        '  - lib',
        '    - util.ts',
        '- package.json',
        '',
        '</FileTree>',
      ].join('\n'),
    );
    const item = (kind: string, name: string, extra = '') =>
      `<li class="${kind}"><span class="file-tree-name ${kind}${extra}">${name}</span>`;
    expect(out).toContain(`${item('file-tree-folder', 'src/')}<ul>`);
    expect(out).toContain(
      `${item('file-tree-file', 'app.ts', ' file-tree-highlight')}<span class="file-tree-comment">the entry point</span></li>`,
    );
    expect(out).toContain(`${item('file-tree-folder', 'lib')}<ul>`);
    expect(out).toContain(`${item('file-tree-file', 'util.ts')}</li>`);
    expect(out).toContain(`${item('file-tree-file', 'package.json')}</li>`);
  });

  it('keeps the paragraphs of a loose list', async () => {
    const out = await html('<FileTree>\n\n- docs/\n\n- README.md\n\n</FileTree>');
    expect(out).toContain(
      '<li class="file-tree-folder"><p><span class="file-tree-name file-tree-folder">docs/</span></p></li>',
    );
  });

  it('leaves lists outside a FileTree alone', async () => {
    expect(await html('- src/\n- a.ts')).toBe('<ul><li>src/</li><li>a.ts</li></ul>');
  });
});
