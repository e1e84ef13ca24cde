/**
 * How highlighted code is marked up in both themes (GitHub light and dark). Shiki gives every token a
 * pair of CSS variables (`--shiki-light`, `--shiki-dark`); the seven pairs of these themes get a
 * one-letter class instead, coloured for both themes by app/styles/content.css (`pre .k` …), and the
 * default text colour gets no element at all. Any other pair keeps its inline style.
 */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  '#CF222E #FF7B72': 'k', // keywords, operators
  '#0A3069 #A5D6FF': 's', // strings
  '#0550AE #79C0FF': 'c', // constants, numbers, options
  '#116329 #7EE787': 't', // JSON keys, tags
  '#8250DF #D2A8FF': 'f', // functions
  '#953800 #FFA657': 'v', // variables, commands
  '#6E7781 #8B949E': 'm', // comments
};

/** Default text colour of the two themes (the code block sets it). */
const DEFAULT_PAIR = '#1F2328 #E6EDF3';

export type TokenMarkup = { kind: 'plain' } | { kind: 'class'; name: string } | { kind: 'style'; css: string };

/** The markup a token with these shiki style properties needs. */
export function tokenMarkup(style: Readonly<Record<string, string>> | undefined): TokenMarkup {
  if (!style) return { kind: 'plain' };
  const { '--shiki-light': light, '--shiki-dark': dark, ...others } = style;
  const pair = `${light?.toUpperCase()} ${dark?.toUpperCase()}`;
  if (Object.keys(others).length === 0) {
    if (pair === DEFAULT_PAIR) return { kind: 'plain' };
    if (TOKEN_CLASSES[pair]) return { kind: 'class', name: TOKEN_CLASSES[pair] };
  }
  return {
    kind: 'style',
    css: Object.entries(style)
      .map(([key, value]) => `${key}:${value}`)
      .join(';'),
  };
}

/** Parses an inline style attribute (`--shiki-light:#fff;--shiki-dark:#000`) into properties. */
export function parseInlineStyle(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) style[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
  }
  return style;
}
