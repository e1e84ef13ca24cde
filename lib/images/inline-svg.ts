/**
 * An SVG file's markup made fit to inline in the page as an image, or null when it should stay an
 * `<img>`. An `<img>` of an SVG costs the browser a whole isolated document (tens of ms of main
 * thread on a phone, for a 200-byte logo); inline it is a few elements. Only self-contained,
 * inert drawings are inlined: no scripts, event handlers, styles (they would apply to the page),
 * links, embedded content, or ids (the same logo may appear twice on a page).
 */
const UNSAFE = [
  /<script/i,
  /<style/i,
  /<foreignObject/i,
  /<image/i,
  /<use/i,
  /<a[\s>]/i,
  /\son[a-z]+\s*=/i,
  /\s(xlink:)?href\s*=/i,
  /\sid\s*=/i,
  /\sstyle\s*=/i,
  /<!ENTITY/i,
];

export interface InlineSvgOptions {
  /** The image's accessible name (the `<img>` alt); empty for a decorative image. */
  label: string;
  width?: number;
  height?: number;
  className?: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The markup with the root `<svg>` given role, name, size and class; null when it cannot be inlined safely. */
export function inlineSvg(markup: string, { label, width, height, className }: InlineSvgOptions): string | null {
  const svg = markup
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .trim();
  if (!/^<svg[\s>]/.test(svg) || !/<\/svg>$/.test(svg) || svg.indexOf('<svg', 1) !== -1) return null;
  if (UNSAFE.some((pattern) => pattern.test(svg))) return null;
  const rootEnd = svg.indexOf('>');
  // The root's class and accessibility attributes are replaced by ours, and so is its size when given.
  const replaced = [
    'class',
    'role',
    'aria-[a-z]+',
    'focusable',
    ...(width ? ['width'] : []),
    ...(height ? ['height'] : []),
  ];
  const rootAttributes = svg
    .slice(4, rootEnd)
    .replace(new RegExp(`\\s(${replaced.join('|')})\\s*=\\s*("[^"]*"|'[^']*')`, 'gi'), '')
    .trimEnd();
  const added = [
    label ? `role="img" aria-label="${escapeAttribute(label)}"` : 'aria-hidden="true"',
    width ? `width="${width}"` : '',
    height ? `height="${height}"` : '',
    className ? `class="${escapeAttribute(className)}"` : '',
  ].filter(Boolean);
  return `<svg${rootAttributes} ${added.join(' ')}${svg.slice(rootEnd)}`;
}
