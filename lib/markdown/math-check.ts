import katex from 'katex';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** A Markdown tree to check, with the file line of its first line less one (the frontmatter). */
export interface MathSource {
  file: string;
  tree: Root;
  lineOffset?: number;
}

/**
 * Every `$…$` and `$$…$$` of the sources through KaTeX, as the page renders them
 * (lib/markdown/mdx-pipeline.ts): TeX it cannot read is an error naming the file, line and column.
 */
export function checkMath(sources: MathSource[]): string[] {
  const errors: string[] = [];
  for (const { file, tree, lineOffset = 0 } of sources)
    visit(tree, ['math', 'inlineMath'], (node) => {
      const math = node as unknown as {
        type: string;
        value: string;
        position?: { start: { line: number; column: number } };
      };
      try {
        katex.renderToString(math.value, { displayMode: math.type === 'math', throwOnError: true, strict: 'error' });
      } catch (error) {
        const start = math.position?.start;
        errors.push(
          `${file}:${(start?.line ?? 1) + lineOffset}:${start?.column ?? 1}: KaTeX cannot render this math: ${(error as Error).message}`,
        );
      }
    });
  return errors;
}
