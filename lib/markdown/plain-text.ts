import type { Nodes, Root } from 'mdast';
import { readerCode } from './code-notation';

// Nodes whose children run together as one line of text; other parents separate children with a space.
const INLINE_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
  'textDirective',
]);
// ESM imports/exports and JS expressions are code, not prose.
const SKIPPED = new Set([
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'html',
  'image',
  'imageReference',
  'definition',
  'footnoteDefinition',
  'yaml',
]);

/** The readable text of an mdast node: words of adjacent blocks never run together. */
export function plainText(node: Nodes | Root): string {
  if (SKIPPED.has(node.type)) return '';
  // A sample's hidden context (above its `// ---cut---`) and the code-block markers are not text the reader sees.
  if (node.type === 'code') return readerCode(node.lang, node.value);
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (!('children' in node)) return '';
  const parts = (node.children as Nodes[]).map(plainText);
  return INLINE_PARENTS.has(node.type) ? parts.join('') : parts.filter(Boolean).join(' ');
}

/** Collapses whitespace runs, so stored text is as short as it reads. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The text of a CommonMark description (OpenAPI): link targets and markup characters dropped. */
export function markdownText(markdown: string): string {
  return squash(
    markdown
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_>#|]/g, ' '),
  );
}
