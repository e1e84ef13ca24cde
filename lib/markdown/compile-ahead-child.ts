/**
 * The child process of `startCompileAhead` (lib/site/compile-ahead.ts): compiles MDX into the
 * compiled-MDX cache (./mdx-cache.ts) for the build's workers to read. Reads JSON lines on stdin:
 * `{ "fileRoutes": [[file, route], …] }` first, then one `{ "source", "filePath" }` per page, compiled
 * as it arrives. A page with a sample the prebuild's check has not cached yet is put aside (its
 * output is not kept) until `{ "samplesChecked": true }` arrives, then compiled again. Prints
 * `{ "compiled", "failed" }` once stdin ends. A page that does not compile is left to the build,
 * which reports it with its route.
 */
import readline from 'node:readline';
import { compileMdxCached } from './mdx-compiler';
import { onUncheckedSample } from './unchecked-samples';

type Page = { source: string; filePath: string };
type Message = { fileRoutes: [string, string][] } | { samplesChecked: true } | Page;

const root = process.argv[2] ?? process.cwd();
let fileRoutes = new Map<string, string>();
let compiled = 0;
const failed: string[] = [];
let waiting: Page[] | undefined = [];
let unchecked = false;
onUncheckedSample(() => {
  unchecked = true;
});

async function compile(page: Page) {
  unchecked = false;
  try {
    const result = await compileMdxCached(page.source, { ...page, fileRoutes }, root, () => !unchecked);
    if (unchecked) waiting?.push(page);
    else if (result.from === 'compiler') compiled++;
  } catch {
    failed.push(page.filePath);
  }
}

for await (const line of readline.createInterface({ input: process.stdin })) {
  const message = JSON.parse(line) as Message;
  if ('fileRoutes' in message) fileRoutes = new Map(message.fileRoutes);
  else if ('samplesChecked' in message) {
    onUncheckedSample(undefined);
    const pages = waiting ?? [];
    waiting = undefined;
    for (const page of pages) await compile(page);
  } else await compile(message);
}
process.stdout.write(JSON.stringify({ compiled, failed, unchecked: waiting?.map((page) => page.filePath) ?? [] }));
