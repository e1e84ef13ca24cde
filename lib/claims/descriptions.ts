import type { ApiEntry } from '../openapi/catalog';
import type { ClaimSource } from './check';

/** A description and the line of the document near which it is written (its operation's, its tag's). */
interface Described {
  text: string;
  near: RegExp;
}

/**
 * Where a description is in the document's text: the line holding its first line (the
 * occurrence nearest the line `near` matches), and that line's indentation. Lines map one to one
 * for literal block scalars (`description: |`), the documents' style; a folded or quoted one is
 * placed at its first line.
 */
function locate(lines: string[], { text, near }: Described): { line: number; indent: number } | undefined {
  const first = text
    .split('\n')
    .find((line) => line.trim())
    ?.trim();
  if (!first) return undefined;
  const anchor = lines.findIndex((line) => near.test(line));
  let best: number | undefined;
  lines.forEach((line, i) => {
    if (line.trim() !== first) return;
    if (best === undefined || Math.abs(i - anchor) < Math.abs(best - anchor)) best = i;
  });
  if (best === undefined) return undefined;
  const firstIndex = text.split('\n').findIndex((line) => line.trim());
  return { line: best + 1 - firstIndex, indent: lines[best].length - lines[best].trimStart().length };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Markdown descriptions of a reference (the document's, each tag's and operation's) as prose
 * to check, each placed at its lines in the document's text; `parse` reads Markdown (one that
 * does not parse is left to the reference's own checks).
 */
export function descriptionSources(
  api: ApiEntry,
  documentText: string,
  parse: (markdown: string) => ClaimSource['tree'],
): ClaimSource[] {
  const { model, spec } = api;
  const lines = documentText.split('\n');
  const described: Described[] = [
    ...(model.description ? [{ text: model.description, near: /^info:/ }] : []),
    ...model.tags.flatMap((tag) =>
      tag.description
        ? [{ text: tag.description, near: new RegExp(`^\\s*-\\s*name:\\s*['"]?${escapeRegExp(tag.name)}['"]?\\s*$`) }]
        : [],
    ),
    ...model.tags
      .flatMap((tag) => tag.operations)
      .flatMap((op) =>
        op.description
          ? [{ text: op.description, near: new RegExp(`^\\s*operationId:\\s*['"]?${escapeRegExp(op.id)}['"]?\\s*$`) }]
          : [],
      ),
  ];
  const seen = new Set<string>();
  return described.flatMap((d) => {
    const place = locate(lines, d);
    if (!place || seen.has(d.text)) return [];
    seen.add(d.text);
    try {
      return [
        {
          file: spec.file,
          tree: parse(d.text),
          text: d.text,
          lineOffset: place.line - 1,
          columnOffset: place.indent,
          href: api.href,
        },
      ];
    } catch {
      return [];
    }
  });
}
