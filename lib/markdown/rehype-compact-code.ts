import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { parseInlineStyle, tokenMarkup } from './token-classes';

/** Attributes rehype-pretty-code writes that nothing here reads (the stylesheet lays out the code). */
const UNUSED = ['data-theme', 'data-language', 'style'] as const;

/** A token's colour key: '' for default text, a class name, or its inline style. */
function tokenKey(node: ElementContent): string | undefined {
  if (node.type !== 'element' || node.tagName !== 'span' || node.children.some((child) => child.type !== 'text'))
    return undefined;
  const keys = Object.keys(node.properties);
  if (keys.some((key) => key !== 'style')) return undefined;
  const style = typeof node.properties.style === 'string' ? parseInlineStyle(node.properties.style) : undefined;
  const markup = tokenMarkup(style);
  return markup.kind === 'plain' ? '' : markup.kind === 'class' ? `.${markup.name}` : markup.css;
}

/**
 * A token that carries a class of its own as well as its colours (a word marked by
 * `[!code word:…]`): its colours as a token class too, or kept inline when no class has them.
 */
function compactMarked(node: Element): Element {
  if (node.tagName !== 'span' || typeof node.properties.style !== 'string') return node;
  const markup = tokenMarkup(parseInlineStyle(node.properties.style));
  const { style: _style, ...properties } = node.properties;
  if (markup.kind === 'plain') return { ...node, properties };
  if (markup.kind === 'style') return { ...node, properties: { ...properties, style: markup.css } };
  const classes = Array.isArray(properties.className) ? properties.className : [];
  return { ...node, properties: { ...properties, className: [markup.name, ...classes] } };
}

/** One highlighted line's tokens as text runs: default text bare, neighbours of one colour merged. */
export function compactLine(children: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  let key: string | undefined;
  let text = '';
  const flush = () => {
    if (!text) return;
    if (!key) out.push({ type: 'text', value: text });
    else if (key.startsWith('.'))
      out.push({
        type: 'element',
        tagName: 'span',
        properties: { className: [key.slice(1)] },
        children: [{ type: 'text', value: text }],
      });
    else
      out.push({
        type: 'element',
        tagName: 'span',
        properties: { style: key },
        children: [{ type: 'text', value: text }],
      });
    text = '';
  };
  for (const child of children) {
    const childKey = child.type === 'text' ? '' : tokenKey(child);
    if (childKey === undefined) {
      flush();
      key = undefined;
      out.push(child.type === 'element' ? compactMarked(child) : child);
      continue;
    }
    if (childKey !== key) flush();
    key = childKey;
    text +=
      child.type === 'text'
        ? child.value
        : (child as Element).children.map((c) => (c.type === 'text' ? c.value : '')).join('');
  }
  flush();
  return out;
}

/**
 * rehype-pretty-code gives every token its own element with both themes' colours inline. This keeps
 * the colours and halves the markup: the shared token classes (lib/markdown/token-classes.ts), no
 * element for default-coloured text, one element per run of one colour, and none of the attributes
 * nothing reads. Fewer elements and no inline styles are also less for the browser to parse and style.
 */
function compactHighlightedCode(tree: Root): void {
  visit(tree, 'element', (node) => {
    if ('data-rehype-pretty-code-title' in node.properties) for (const name of UNUSED) delete node.properties[name];
    if (node.tagName === 'pre' && 'data-theme' in node.properties) {
      for (const name of UNUSED) delete node.properties[name];
      const code = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (code) for (const name of UNUSED) delete code.properties[name];
      return;
    }
    if ('data-line' in node.properties) {
      node.children = compactLine(node.children);
      return SKIP;
    }
  });
}

/** The rehype plugin form of compactHighlightedCode (runs after rehype-pretty-code). */
export function rehypeCompactCode() {
  return compactHighlightedCode;
}
