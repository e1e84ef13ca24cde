import { visibleCode } from '../twoslash/samples';

const MARKER = /\[!code\s+([^\]\s]+)\]/;
const MARKERS = /[ \t]*\[!code\s+[^\]\s]+\]/g;
/** A comment at the end of a line holding nothing but markers: its opening, the markers, its closing. */
const MARKER_COMMENT =
  /[ \t]*(?:\{\/\*|\/\*|<!--|\/\/|#|--|;|%)[ \t]*(?:\[!code\s+[^\]\s]+\][ \t]*)+(?:\*\/\}|\*\/|-->)?[ \t]*$/;

/**
 * The code as a reader takes it away, for the copy button's twin in text (the Markdown copies,
 * search): the markers removed as the page removes them, a line that held only a marker gone, and
 * the lines marked `[!code --]` left out, so the code is the code to use.
 */
export function stripNotation(code: string): string {
  if (!code.includes('[!code')) return code;
  const out: string[] = [];
  for (const line of code.split('\n')) {
    const marker = MARKER.exec(line);
    if (!marker) {
      out.push(line);
      continue;
    }
    if (marker[1] === '--') continue;
    const bare = line.replace(MARKER_COMMENT, '');
    if (bare !== line) {
      if (bare.trim()) out.push(bare);
      continue;
    }
    out.push(line.replace(MARKERS, ''));
  }
  return out.join('\n');
}

/**
 * What a reader sees of a code block, as text: a checked sample's lines after its cut
 * (lib/twoslash/samples.ts), without the code-block markers.
 */
export function readerCode(lang: string | null | undefined, code: string): string {
  return stripNotation(visibleCode(lang, code));
}
