/**
 * The second process of `checkSamplesInParallel` (check.ts): reads `[{ lang, code }]` as JSON on
 * stdin and checks each sample against the project at argv[2], which writes its result to the
 * shared disk cache the parent then reads.
 */
import { sampleChecker } from './checker';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const samples = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Array<{ lang: string; code: string }>;
const checker = sampleChecker(process.argv[2]);
for (const sample of samples) checker.check(sample.lang, sample.code);
