/**
 * An SVG file's markup made fit to inline in the page as an image, or null when it should stay an
 * `<img>`. An `<img>` of an SVG costs the browser a whole isolated document (tens of ms of main
 * thread on a phone, for a 200-byte logo); inline it is a few elements, but runs with the page's
 * privileges, so only plainly inert drawings are inlined.
 *
 * The file is parsed as the browser parses inline SVG (parse5, the HTML parser, through
 * hast-util-from-html), then passed through hast-util-sanitize with an allow-list of drawing
 * elements (shapes, groups, text, title) and presentation attributes. When the sanitizer would
 * change anything (a script, an event handler in any spelling, a style, a link, an id, a
 * `url(…)` reference, an animation, embedded content, an entity, a second drawing), the file is
 * not inlined at all: the `<img>` keeps it in its own isolated document. What is inlined is the
 * sanitizer's own output, serialized again, never the file's text.
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { type Schema, sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';

export interface InlineSvgOptions {
  /** The image's accessible name (the `<img>` alt); empty for a decorative image. */
  label: string;
  width?: number;
  height?: number;
  className?: string;
}

/** Drawing elements that cannot run, load, link or style anything. */
const ELEMENTS = ['svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan'];
/** Presentation and geometry attributes, as hast names them (camelCase). */
const ATTRIBUTES = [
  'xmlns',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'dx',
  'dy',
  'd',
  'points',
  'transform',
  'fill',
  'fillOpacity',
  'fillRule',
  'clipRule',
  'stroke',
  'strokeWidth',
  'strokeOpacity',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeMiterlimit',
  'strokeDasharray',
  'strokeDashoffset',
  'opacity',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'textAnchor',
  'dominantBaseline',
  'letterSpacing',
  'role',
  'ariaLabel',
  'ariaHidden',
  'focusable',
];

/** A value that references or loads something (`url(…)`, a script URL) is never inert. */
const INERT_VALUE = /^(?![\s\S]*(?:url\s*\(|javascript:|data:|&))[\s\S]*$/i;

const SCHEMA: Schema = {
  tagNames: [...ELEMENTS, 'title', 'desc'],
  attributes: { '*': ATTRIBUTES.map((name) => [name, INERT_VALUE] as [string, RegExp]) },
  ancestors: {},
  protocols: {},
  clobber: [],
  required: {},
  strip: [],
  allowComments: false,
  allowDoctypes: false,
};

/** The root attributes replaced by ours. */
const REPLACED = new Set(['className', 'role', 'focusable', 'ariaLabel', 'ariaHidden', 'ariaLabelledBy']);

/** Drops position data and comments, so the sanitized tree and the parsed one can be compared. */
function strip(node: Element): Element {
  return {
    type: 'element',
    tagName: node.tagName,
    properties: { ...node.properties },
    children: node.children
      .filter((child) => child.type !== 'comment')
      .map((child) =>
        child.type === 'element' ? strip(child) : child.type === 'text' ? { type: 'text', value: child.value } : child,
      ),
  };
}

/** The markup with the root `<svg>` given role, name, size and class; null when it cannot be inlined safely. */
export function inlineSvg(markup: string, { label, width, height, className }: InlineSvgOptions): string | null {
  // The XML prolog and a doctype without an internal subset are harmless; anything else in them is not.
  const text = markup.replace(/^\s*<\?xml[^>]*\?>/, '').replace(/^\s*(<!--[\s\S]*?-->\s*)*<!DOCTYPE svg>/i, '');
  if (/<!DOCTYPE|<!ENTITY|<!\[CDATA\[/i.test(text)) return null;
  const tree: Root = fromHtml(text, { fragment: true });
  const drawings = tree.children.filter(
    (node) => node.type !== 'comment' && !(node.type === 'text' && !node.value.trim()),
  );
  const svg = drawings[0];
  if (drawings.length !== 1 || svg.type !== 'element' || svg.tagName !== 'svg') return null;

  const parsed = strip(svg);
  // The root's class and accessibility attributes are replaced by ours, whatever they were.
  for (const name of REPLACED) delete parsed.properties[name];
  const clean = sanitize(parsed, SCHEMA);
  if (clean.type !== 'element' || toHtml(clean) !== toHtml(parsed)) return null;

  const properties = Object.fromEntries(
    Object.entries(clean.properties).filter(([name]) => !(width && name === 'width') && !(height && name === 'height')),
  );
  Object.assign(
    properties,
    label ? { role: 'img', ariaLabel: label } : { ariaHidden: 'true' },
    width ? { width } : {},
    height ? { height } : {},
    className ? { className: [className] } : {},
  );
  return toHtml({ ...clean, properties }, { space: 'svg', closeEmptyElements: true, tightSelfClosing: true });
}
