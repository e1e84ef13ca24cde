/**
 * `npm run api:diff -- <id> --base <version or git ref> [--fail-on-breaking]`: what changed in an
 * API reference's document since a cut docs version or a git ref, as the changelog page lists it
 * (lib/openapi/changes.ts). Prints a Markdown report; with GITHUB_STEP_SUMMARY set (GitHub
 * Actions) it is added to the job summary too. Exit status: 0, or 1 when `--fail-on-breaking` and
 * a change is breaking, or 2 for bad input (an unknown id or base, a side that does not load).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSiteConfig } from '../lib/config/parse';
import { changeReport } from '../lib/openapi/change-report';
import { compareDocuments } from '../lib/openapi/changes';
import { baseSide, DiffInputError, headSide } from '../lib/openapi/diff-base';

const USAGE = 'Usage: npm run api:diff -- <api id> --base <docs version or git ref> [--fail-on-breaking]';

async function main(argv: string[], root = process.cwd()): Promise<number> {
  const args = [...argv];
  const failOnBreaking = args.includes('--fail-on-breaking');
  const at = args.indexOf('--base');
  const base = at >= 0 ? args[at + 1] : undefined;
  const rest = args.filter((a, i) => a !== '--fail-on-breaking' && i !== at && i !== at + 1);
  if (!base || base.startsWith('--') || rest.length !== 1 || rest[0].startsWith('--')) {
    console.error(USAGE);
    return 2;
  }
  const id = rest[0];
  const configFile = 'content/site.config.json';
  const config = parseSiteConfig(JSON.parse(fs.readFileSync(path.join(root, configFile), 'utf8')), configFile);
  const spec = config.apis.find((api) => api.id === id);
  if (!spec) {
    console.error(
      `error: unknown API reference "${id}": expected one of ${config.apis.map((a) => a.id).join(', ')} (${configFile} apis)`,
    );
    return 2;
  }
  const versions = Object.keys(config.docs.versions).filter((v) => v !== 'current');
  const target = { id, file: spec.file, mode: spec.mode };
  try {
    const [before, after] = await Promise.all([baseSide(target, base, root, versions), headSide(target, root)]);
    const changes = compareDocuments(before.raw, after.raw);
    const report = changeReport({ title: spec.title, from: before.label, to: 'the working tree', changes });
    process.stdout.write(report);
    if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${report}\n`);
    const breaking = changes.filter((c) => c.breaking).length;
    if (failOnBreaking && breaking > 0) {
      console.error(
        `error: ${breaking} breaking change${breaking === 1 ? '' : 's'} in ${spec.file} since ${before.label} (--fail-on-breaking)`,
      );
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof DiffInputError) {
      console.error(`error: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
