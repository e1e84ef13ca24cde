import type { z } from 'zod';
import { ContentError, formatZodIssue, formatZodIssues } from '../utils/errors';
import { type Frontmatter, FrontmatterError, splitFrontmatter } from './frontmatter';

export interface ParsedEntry<T> {
  frontmatter: T;
  /** Markdown body without frontmatter. */
  body: string;
  /** Number of lines before the body starts, to report body line numbers in the file. */
  bodyLineOffset: number;
}

/** Splits frontmatter from body and validates it; errors name the file and each field. */
export function parseEntry<S extends z.ZodType>(raw: string, filePath: string, schema: S): ParsedEntry<z.output<S>> {
  let parsed: Frontmatter;
  try {
    parsed = splitFrontmatter(raw);
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error;
    throw new ContentError(filePath, [`line ${error.line}: ${error.message}`], { cause: error });
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) {
    const details = result.error.issues.map((issue) => {
      const key = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
      return `line ${frontmatterLine(raw, key)}: ${formatZodIssue(issue, 'frontmatter')}`;
    });
    throw new ContentError(filePath, details);
  }
  return { frontmatter: result.data, body: parsed.body, bodyLineOffset: parsed.bodyLineOffset };
}

/** The file line of a top-level frontmatter key (the opening `---` is line 1); line 1 when the key is not written. */
export function frontmatterLine(raw: string, key: PropertyKey | undefined): number {
  if (typeof key !== 'string') return 1;
  const lines = raw.split('\n');
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) {
    if (lines[i].startsWith(`${key}:`) || lines[i].startsWith(`'${key}':`) || lines[i].startsWith(`"${key}":`))
      return i + 1;
  }
  return 1;
}

/** Parses and validates a JSON file's text with a schema. */
export function parseJsonFile<S extends z.ZodType>(raw: string, filePath: string, schema: S): z.output<S> {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new ContentError(filePath, [`not valid JSON: ${(error as Error).message}`], { cause: error });
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(filePath, formatZodIssues(result.error));
  return result.data;
}
