import fs from 'node:fs';
import path from 'node:path';
import type { Code, Heading, Root } from 'mdast';
import { parseMarkdown } from '../markdown/parse';
import { ContentError } from '../utils/errors';
import type { CodeSample } from './types';

/**
 * An SDK's calls beside a reference's HTTP samples (`apis[].sdkSamples`): a Markdown file where
 * each `## <operationId>` holds one `ts` block, the SDK call of that operation. The prebuild
 * type-checks the blocks with the docs' samples (lib/twoslash), and the page shows each in its
 * own tab next to curl with its hover types (lib/site/api-references.ts).
 */
interface SdkSample {
  operationId: string;
  /** Line of the block's first code line in the file. */
  line: number;
  lang: string;
  /** The block as written, hidden lines above `// ---cut---` included. */
  code: string;
}

export interface SdkSampleFile {
  file: string;
  tree: Root;
  samples: SdkSample[];
}

const headingText = (heading: Heading) =>
  heading.children
    .map((child) => ('value' in child ? child.value : ''))
    .join('')
    .trim();

/**
 * The samples of one file, by operation: each `##` heading names an operation of `operationIds` and
 * is followed by exactly one `ts` (or `tsx`, `js`) block. Anything else is an error naming the
 * file and line: an unknown operation, a heading without its block or with two, an operation twice.
 */
export function parseSdkSamples(file: string, text: string, operationIds: ReadonlySet<string>): SdkSampleFile {
  const tree = parseMarkdown(text, file);
  const problems: string[] = [];
  const samples: SdkSample[] = [];
  const seen = new Set<string>();
  let current: { id: string; line: number; blocks: Code[] } | undefined;
  const close = () => {
    if (!current) return;
    const { id, line, blocks } = current;
    if (blocks.length !== 1)
      problems.push(`line ${line}: "## ${id}" needs exactly one ts code block (found ${blocks.length})`);
    else if (!['ts', 'tsx', 'js', 'jsx'].includes(blocks[0].lang ?? ''))
      problems.push(`line ${blocks[0].position?.start.line}: the sample of ${id} must be a ts, tsx, js or jsx block`);
    else
      samples.push({
        operationId: id,
        line: (blocks[0].position?.start.line ?? 0) + 1,
        lang: blocks[0].lang!,
        code: blocks[0].value,
      });
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      close();
      const id = headingText(node);
      const line = node.position?.start.line ?? 0;
      if (!operationIds.has(id)) problems.push(`line ${line}: "## ${id}" is not an operationId of the reference`);
      else if (seen.has(id)) problems.push(`line ${line}: a second sample for ${id}`);
      current = operationIds.has(id) ? { id, line, blocks: [] } : undefined;
      seen.add(id);
    } else if (node.type === 'code' && current) current.blocks.push(node);
  }
  close();
  if (problems.length) throw new ContentError(file, problems);
  return { file, tree, samples };
}

/** Reads and parses an SDK sample file of the project (`file` relative to `root`). */
export function readSdkSamples(file: string, operationIds: ReadonlySet<string>, root = process.cwd()): SdkSampleFile {
  let text: string;
  try {
    text = fs.readFileSync(path.resolve(/*turbopackIgnore: true*/ root, file), 'utf8');
  } catch (error) {
    throw new ContentError(file, [`cannot read the SDK samples: ${(error as Error).message}`], { cause: error });
  }
  return parseSdkSamples(file, text, operationIds);
}

/**
 * A type-check error of an SDK sample (`file:line: TS…`, as lib/twoslash reports it) with the
 * operation whose sample it is: `content/api-samples/profiles-sdk.md:42: SDK sample of getProfile: TS2339: …`.
 */
export function nameOperation(error: string, files: readonly SdkSampleFile[]): string {
  for (const { file, samples } of files) {
    const match = error.startsWith(`${file}:`) ? /^[^:]+:(\d+): /.exec(error) : null;
    if (!match) continue;
    const line = Number(match[1]);
    const sample = samples.filter((s) => s.line <= line).at(-1);
    if (sample) return error.replace(match[0], `${match[0]}SDK sample of ${sample.operationId}: `);
  }
  return error;
}

/** Where an SDK call goes among an operation's samples: right after curl, else after the document's own. */
export function sdkSampleIndex(samples: readonly CodeSample[]): number {
  return Math.max(samples.findIndex((s) => s.label === 'curl') + 1, samples.filter((s) => s.given).length);
}
