/**
 * The child process of `checkSamplesBeside` (check.ts): reads `[{ lang, code }]` as JSON on stdin
 * and checks the declarations of the project at argv[2], then, when they have no error, each
 * sample; every result goes to the shared disk cache the parent then reads.
 */
import { sampleChecker } from './checker';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const samples = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Array<{ lang: string; code: string }>;
const checker = sampleChecker(process.argv[2]);
if (checker.declarationErrors().length === 0) for (const sample of samples) checker.check(sample.lang, sample.code);
