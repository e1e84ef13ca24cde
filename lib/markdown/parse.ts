import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { ContentError } from '../utils/errors';
import { restoreTextDirectives } from './remark-directives-as-text';

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath).use(remarkDirective);

/**
 * Parses an MDX body into mdast with the same syntax extensions the renderer uses. A body with its
 * partials expanded (partials.ts) passes its `sourceLines`, so a syntax error names the body's line.
 */
export function parseMarkdown(body: string, filePath = '(inline)', lineOffset = 0, sourceLines?: number[]): Root {
  try {
    const tree = processor.parse(body);
    restoreTextDirectives(tree);
    return tree;
  } catch (error) {
    const place = (error as { line?: number; column?: number }).line;
    const where = place ? `line ${(sourceLines?.[place - 1] ?? place) + lineOffset}` : 'somewhere';
    throw new ContentError(filePath, [`MDX syntax error at ${where}: ${(error as Error).message}`], { cause: error });
  }
}
