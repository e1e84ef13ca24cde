import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder of an installed package, looked up from root upwards as Node resolves it: a copy of
 * the site inside the checkout (the e2e copies) has no node_modules of its own.
 */
export function packageDir(root: string, name: string): string {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(/*turbopackIgnore: true*/ dir, 'node_modules', name);
    if (fs.existsSync(/*turbopackIgnore: true*/ path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed (looked from ${root} upwards)`);
  }
}

/**
 * The documents samples call: those of the configuration's strict references, the platform's own
 * APIs (a lenient reference is a third party's document, such as Stripe's in the scale copy, whose
 * 3 MB of types no sample needs); every document in openapi/ when the configuration cannot be read
 * (its own check reports why).
 */
function ownDocuments(root: string, dir: string): string[] {
  try {
    const config = JSON.parse(
      fs.readFileSync(/*turbopackIgnore: true*/ path.join(root, 'content/site.config.json'), 'utf8'),
    ) as { apis?: Array<{ file?: unknown; mode?: unknown }> };
    if (Array.isArray(config.apis))
      return config.apis
        .filter((api) => api?.mode !== 'lenient' && typeof api?.file === 'string')
        .map((api) => path.resolve(/*turbopackIgnore: true*/ root, api.file as string))
        .filter((file) => file.startsWith(dir + path.sep) && fs.existsSync(/*turbopackIgnore: true*/ file));
  } catch {
    // Unreadable configuration: fall back to every document.
  }
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((name) => /\.(ya?ml|json)$/.test(name))
    .map((name) => path.join(dir, name));
}

/** Where the generated types of the HTTP APIs go (gitignored); samples import `@acme/api-types/<name>`. */
const API_TYPES_DIR = '.generated/api-types';

/** A document whose generated types are missing or stale: the openapi-typescript run that writes them. */
interface ApiTypesJob {
  input: string;
  output: string;
  /** The first line of the output: the document's hash. */
  stamp: string;
  /** The command: openapi-typescript under the hook that resolves its `typescript` to the 5 compiler. */
  args: string[];
}

/**
 * openapi-typescript's options. A property with a `default` stays optional: the generator's own
 * default makes it required, which made the Profiles SDK's `model.update` demand
 * `allow_other_values` on every field, where the schema forbids it on any but a `set`.
 */
const GENERATOR_OPTIONS = ['--default-non-nullable=false'];

/** The first line of a document's generated types: its hash and the options they were made with. */
export function apiTypesStamp(document: Buffer | string): string {
  const digest = createHash('sha256').update(document).digest('hex');
  return `// openapi ${digest} ${GENERATOR_OPTIONS.join(' ')}\n`;
}

/** The documents whose types must be generated again (none when every stamp is its document's hash). */
function staleApiTypes(root: string, packagesFrom: string): ApiTypesJob[] {
  const dir = path.join(/*turbopackIgnore: true*/ root, 'openapi');
  if (!fs.existsSync(/*turbopackIgnore: true*/ dir)) return [];
  const cli = path.join(packageDir(packagesFrom, 'openapi-typescript'), 'bin/cli.js');
  const hook = path.join(/*turbopackIgnore: true*/ root, 'lib/twoslash/typescript5-hook.mjs');
  return ownDocuments(root, dir).flatMap((input) => {
    const name = path.basename(input);
    const output = path.join(
      /*turbopackIgnore: true*/ root,
      API_TYPES_DIR,
      `${name.replace(/\.(ya?ml|json)$/, '')}.d.ts`,
    );
    const stamp = apiTypesStamp(fs.readFileSync(/*turbopackIgnore: true*/ input));
    if (fs.existsSync(/*turbopackIgnore: true*/ output) && fs.readFileSync(output, 'utf8').startsWith(stamp)) return [];
    return [{ input, output, stamp, args: ['--import', hook, cli, input, ...GENERATOR_OPTIONS] }];
  });
}

function writeApiTypes(job: ApiTypesJob, types: string): void {
  fs.mkdirSync(path.dirname(job.output), { recursive: true });
  fs.writeFileSync(/*turbopackIgnore: true*/ job.output, job.stamp + types);
}

/**
 * Generates the TypeScript types of each OpenAPI document in openapi/ with openapi-typescript
 * (`paths`, `components['schemas']`, …), so a sample's request body or Profiles SDK call is typed
 * against the schema. A file is written again only when its document changed: its first line
 * records the document's hash and the generator's options. Packages are looked up from `packagesFrom` upwards.
 */
export function ensureApiTypes(root = process.cwd(), packagesFrom = root): void {
  for (const job of staleApiTypes(root, packagesFrom))
    writeApiTypes(
      job,
      execFileSync(process.execPath, job.args, {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
}

/**
 * `ensureApiTypes` for the prebuild: every stale document at once, each in its own process, while
 * the caller goes on loading the content (a clean build generates two, about a second each).
 */
export async function generateApiTypes(root = process.cwd()): Promise<void> {
  await Promise.all(
    staleApiTypes(root, root).map(
      (job) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, job.args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const out: Buffer[] = [];
          let err = '';
          child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
          child.stderr.on('data', (chunk) => {
            err += chunk;
          });
          child.on('error', reject);
          child.on('close', (status) => {
            if (status !== 0)
              return reject(
                new Error(`openapi-typescript failed on ${path.relative(root, job.input)} (${status}):\n${err}`),
              );
            writeApiTypes(job, Buffer.concat(out).toString('utf8'));
            resolve();
          });
        }),
    ),
  );
}
