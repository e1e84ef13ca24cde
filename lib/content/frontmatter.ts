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

/**
 * Splits the leading `---` block of a Markdown file from its body and reads it as YAML.
 *
 * The block must start on the file's first line and ends at the next `---` line, so a `---` in the
 * body (a thematic break) stays in the body. YAML is read with the core schema: dates stay strings
 * (the default schema would turn `date: 2026-02-30` into March 2 without a word), and a block that
 * is empty or only comments gives no fields. Throws a FrontmatterError with the file line for an
 * unclosed block, invalid YAML, or a block that is not `key: value` pairs.
 */
export function splitFrontmatter(raw: string): Frontmatter {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const lines = text.split('\n');
  if (lines.length < 2 || !DELIMITER.test(lines[0])) return { data: {}, body: text, bodyLineOffset: 0 };
  const close = lines.findIndex((line, i) => i > 0 && DELIMITER.test(line));
  if (close === -1)
    throw new FrontmatterError(1, 'frontmatter is not closed: the "---" on line 1 needs a "---" line after the fields');

  // With the opening line kept as an empty line, js-yaml's line numbers (in its mark and in the
  // excerpt its message quotes) are the file's.
  const block = ['', ...lines.slice(1, close)].join('\n');
  let data: unknown;
  try {
    data = yaml.load(block, { schema: yaml.CORE_SCHEMA });
  } catch (error) {
    const line = error instanceof yaml.YAMLException ? error.mark.line + 1 : 1;
    throw new FrontmatterError(line, `frontmatter is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
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
    body: lines.slice(close + 1).join('\n'),
    bodyLineOffset: Math.min(close + 1, lines.length - 1),
  };
}
