/**
 * The child process of `startSampleCheck` (check.ts): parses the TypeScript libraries for the
 * project at argv[2] at once, then reads `[{ lang, code }]` as JSON on stdin (sent once the API
 * types are written) and checks each sample into the shared disk cache the parent then reads.
 */
import { sampleChecker, warmUp } from './checker';

const root = process.argv[2];
warmUp(root);
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const text = Buffer.concat(chunks).toString('utf8');
// No text: the parent stopped before handing over any sample (an error elsewhere ended its run).
const samples = text ? (JSON.parse(text) as Array<{ lang: string; code: string }>) : [];
if (samples.length > 0) {
  const checker = sampleChecker(root);
  for (const sample of samples) checker.check(sample.lang, sample.code);
}
