import matter from 'gray-matter';
import yaml from 'js-yaml';

/** A file's frontmatter fields and the Markdown after them. */
export interface Frontmatter {
  /** The fields; empty when the file has no frontmatter or an empty one. */
  data: Record<string, unknown>;
  /** Markdown body without frontmatter. */
  body: string;
  /** Number of lines before the body starts, to report body line numbers in the file. */
  bodyLineOffset: number;
}

/** A frontmatter block that cannot be read, with the file line (1-based) the problem is on. */
export class FrontmatterError extends Error {
  constructor(
    readonly line: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FrontmatterError';
  }
}

/** A delimiter line: `---`, trailing blanks and a CR allowed. */
const DELIMITER = /^---[ \t]*\r?$/;

/** js-yaml 4's core schema: dates stay strings (the default schema would turn `date: 2026-02-30` into March 2). */
const loadCore = (block: string) => yaml.load(block, { schema: yaml.CORE_SCHEMA }) as object;

/**
 * Splits the leading `---` block of a Markdown file from its body and reads it as YAML, with
 * gray-matter doing the split and the parse and js-yaml 4's core schema as its YAML engine.
 *
 * The block must start on the file's first line and ends at the next `---` line, so a `---` in the
 * body (a thematic break) stays in the body. Those lines are found here first: gray-matter alone
 * would end the block at any line starting with `---` and read an unclosed block to the end of the
 * file. gray-matter then gets the file with plain `---` delimiters, so it never picks another
 * language (such as `---js`, which it would evaluate). A block that is empty or only comments gives
 * no fields. Throws a FrontmatterError with the file line for an unclosed block, invalid YAML, or a
 * block that is not `key: value` pairs.
 */
export function splitFrontmatter(raw: string): Frontmatter {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const lines = text.split('\n');
  if (lines.length < 2 || !DELIMITER.test(lines[0])) return { data: {}, body: text, bodyLineOffset: 0 };
  const close = lines.findIndex((line, i) => i > 0 && DELIMITER.test(line));
  if (close === -1)
    throw new FrontmatterError(1, 'frontmatter is not closed: the "---" on line 1 needs a "---" line after the fields');
  const inner = lines.slice(1, close);
  const early = inner.findIndex((line) => line.startsWith('---'));
  if (early !== -1)
    throw new FrontmatterError(early + 2, 'frontmatter has a line starting with "---" before its closing "---" line');

  // gray-matter hands the engine the block from the end of the opening `---`, so it starts with the
  // opening line's newline and js-yaml's line numbers (in its mark and its excerpt) are the file's.
  let file: matter.GrayMatterFile<string>;
  try {
    file = matter(['---', ...inner, '---', ...lines.slice(close + 1)].join('\n'), {
      engines: { yaml: { parse: loadCore, stringify: () => '' } },
    });
  } catch (error) {
    const line = error instanceof yaml.YAMLException ? error.mark.line + 1 : 1;
    throw new FrontmatterError(line, `frontmatter is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  let data: unknown = file.data;
  if (data === null || data === undefined) data = {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    const first = lines.findIndex((line, i) => i > 0 && line.trim() !== '' && !line.trim().startsWith('#'));
    throw new FrontmatterError(
      first + 1,
      `frontmatter must be "key: value" lines, not ${Array.isArray(data) ? 'a list' : `a single ${typeof data}`}`,
    );
  }
  // The body starts on the line after the closing `---` (the file may end on that line).
  return {
    data: data as Record<string, unknown>,
    body: file.content,
    bodyLineOffset: Math.min(close + 1, lines.length - 1),
  };
}
