/**
 * `npm run bench:build [-- SIZE ...] [--keep] [--no-docusaurus] [--timeout=MINUTES]` (default sizes: 1000 5000; 0 is
 * the site alone): how the production build grows with the number of docs pages.
 *
 * For each size N, in a private copy of the working tree (scripts/site-copy.ts: a temp dir, uncommitted changes included;
 * node_modules is a symlink to this checkout's, so the copy's turbopack.root is set to a folder
 * holding both: Turbopack compiles nothing outside its root):
 *
 * 1. N synthetic docs are added to content/docs beside the real ones (kept: the site
 *    configuration, navbar and home page link to them, so removing them would fail the content
 *    check). They are seeded, so every run writes the same files: frontmatter (title,
 *    description, tags), 4–8 h2/h3 sections of prose, a list, a fenced code block with a language,
 *    an admonition, and links to other synthetic pages (routes, anchors, ./file.mdx). They sit in
 *    50 categories of N/50 docs, ten per category at its top and the rest in sub-categories of
 *    ten, all `"collapsed": true` as large sites configure them.
 * 2. The full `npm run build` runs as a child process (prebuild: content check, search index and
 *    the other generated files; then next build: compile, type check, prerender). Wall time is measured around it. Memory:
 *    every 500 ms the resident memory of every process in the build's process tree is read from
 *    /proc and summed; the peak sum is the figure held against the budget. `next build` runs
 *    its compiler and prerender workers as separate processes at the same time, so the largest
 *    single process (what `/usr/bin/time -v` reports as "Maximum resident set size") understates
 *    the machine's memory need; the sum of RSS overstates it slightly (shared pages, such as the
 *    node binary, count once per process), and the sum of PSS (shared pages split between the
 *    processes sharing them) is the closest to what the build takes from the machine. All three
 *    are printed; the budget uses the RSS sum, the conservative one. A peak shorter than the
 *    sampling interval can escape the sums; /usr/bin/time's figure catches a single process's
 *    spike between two samples.
 * 3. The output is measured: .next size, HTML and RSC payload bytes of doc pages, how many
 *    sidebar links one page renders, and the time of each build phase (from the time each of
 *    the build's progress lines was printed).
 *
 * 4. A rebuild: one sentence is appended to one real doc (EDITED_DOC) and `npm run build` runs again
 *    in the same folder, .next/ (its cache/ included: Turbopack's, the compiled MDX's) and
 *    .generated/ kept, as in a preview build after a one-file change with the build cache restored.
 *    The edited page must show the sentence. Printed beside the clean build, phase by phase.
 * 5. At size 0, when bench/docusaurus.ts is there (and not --no-docusaurus): the clean
 *    build of the same site with Docusaurus 3, run after ours on the same machine.
 *
 * Budgets (exit code 1 when one fails): a build of up to 5,000 pages takes under 15 minutes and
 * under 8 GB peak memory, and build time grows no worse than linearly: between two sizes, the
 * time ratio is at most the page ratio × 1.15 (15 % tolerance for run-to-run noise on a shared
 * 2-core machine). The rebuild after a one-doc edit takes at most half the clean build's time,
 * at every size. At size 0, the clean build takes at most twice Docusaurus's. The temp dirs are
 * removed at the end, unless --keep. A build still running after
 * --timeout minutes (default 45) is stopped; the table then shows how far prerendering got and
 * what the whole phase would take at that rate.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { slug as slugify } from 'github-slugger';
import { copySite } from '../scripts/site-copy';
import { activeChild, type BuildRun, killTree, type Mark, readProc, runBuild, SAMPLE_MS } from './build-run';
import { generator, type Random } from './random';
import { median } from './stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_SIZES = [1000, 5000];
const SEED = 20260515;
const CATEGORIES = 50;
/** Docs directly in a category; the rest go in sub-categories of SUB_CATEGORY_SIZE docs. */
const TOP_LEVEL_DOCS = 10;
const SUB_CATEGORY_SIZE = 10;
const BUDGET = { pages: 5000, minutes: 15, gigabytes: 8, growthTolerance: 1.15, rebuildRatio: 0.5, docusaurusRatio: 2 };
/** A real page present at every size: its size shows what the sidebar alone adds per page. */
const REAL_PAGE = '/docs/experience-sdk/intro';
/** The doc edited before the rebuild (REAL_PAGE's source), and what is appended to it. */
const EDITED_DOC = 'content/docs/experience-sdk/intro.mdx';
const EDIT = 'This sentence was appended by the build benchmark to time a rebuild.';

// ---------------------------------------------------------------------------------------------
// Options

interface Options {
  sizes: number[];
  keep: boolean;
  timeoutMinutes: number;
  /** Build the same site with Docusaurus at size 0 (bench/docusaurus.ts), for the 2x budget. */
  docusaurus: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { sizes: [], keep: false, timeoutMinutes: 45, docusaurus: true };
  for (const arg of argv) {
    if (/^\d+$/.test(arg)) options.sizes.push(Number(arg));
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--no-docusaurus') options.docusaurus = false;
    else if (/^--timeout=\d+$/.test(arg)) options.timeoutMinutes = Number(arg.split('=')[1]);
    else throw new Error(`unknown argument ${arg}: expected page counts, --keep, --no-docusaurus or --timeout=MINUTES`);
  }
  if (options.sizes.length === 0) options.sizes = DEFAULT_SIZES;
  options.sizes = [...new Set(options.sizes)].sort((a, b) => a - b);
  return options;
}

// ---------------------------------------------------------------------------------------------
// Seeded random choices


// ---------------------------------------------------------------------------------------------
// Words of a developer portal

const AREAS = [
  'Authentication', 'Authorization', 'Webhooks', 'Billing', 'Invoices', 'Payments', 'Subscriptions', 'Customers', 'Segments', 'Audiences',
  'Campaigns', 'Email delivery', 'Push notifications', 'Text messages', 'Templates', 'Localization', 'Media library', 'Asset delivery', 'Search tuning', 'Analytics',
  'Reporting', 'Data export', 'Data import', 'Event streaming', 'Scheduling', 'Workflows', 'Approvals', 'Roles and permissions', 'Audit logs', 'Single sign-on',
  'API keys', 'Rate limits', 'Pagination', 'Error handling', 'Versioning', 'iOS SDK', 'Android SDK', 'React SDK', 'Server SDKs', 'Command line',
  'Terraform provider', 'Deployments', 'Environments', 'Feature flags', 'Experiments', 'Personalization rules', 'Content modeling', 'Content delivery', 'Caching', 'Observability',
];
const SUB_AREAS = ['Advanced', 'Reference', 'Recipes', 'Troubleshooting', 'Migration', 'Integrations', 'Operations', 'Security', 'Performance', 'Examples'];
const TITLE_VERBS = ['Configure', 'Create', 'Update', 'Delete', 'List', 'Migrate', 'Troubleshoot', 'Understand', 'Monitor', 'Secure', 'Test', 'Debug', 'Optimize', 'Automate', 'Export', 'Import', 'Validate', 'Schedule', 'Rotate', 'Customize'];
const TITLE_OBJECTS = [
  'webhook retries', 'access tokens', 'batch requests', 'event payloads', 'profile attributes', 'segment rules', 'delivery reports', 'signing secrets', 'regional endpoints', 'sandbox projects',
  'idempotency keys', 'error responses', 'rate limit headers', 'cursor pagination', 'bulk imports', 'scheduled jobs', 'custom fields', 'audit events', 'user roles', 'client libraries',
  'environment variables', 'preview links', 'content types', 'localized entries', 'asset uploads', 'cache invalidation', 'search filters', 'usage metrics', 'alert thresholds', 'data retention',
  'consent settings', 'session tokens', 'callback URLs', 'request logs', 'response headers', 'schema versions', 'release channels', 'deployment hooks', 'feature toggles', 'experiment variants',
];
const H2S = [
  'Overview', 'Before you begin', 'How it works', 'Configuration options', 'Request format', 'Response format', 'Limits and quotas', 'Error codes', 'Examples', 'Best practices',
  'Troubleshooting', 'Next steps', 'Security considerations', 'Testing locally', 'Migrating from version one', 'Performance tuning', 'Known issues', 'Monitoring in production',
];
const H3S = ['Using the dashboard', 'Using the API', 'Retries', 'Timeouts', 'Pagination', 'Filtering results', 'Sorting', 'Batching', 'Webhooks', 'Permissions', 'Sandbox mode', 'Logging', 'Versioned fields', 'Default values'];
const NOUNS = ['request', 'response', 'token', 'webhook', 'endpoint', 'payload', 'event', 'profile', 'segment', 'session', 'client', 'server', 'project', 'environment', 'workspace', 'key', 'header', 'field', 'record', 'queue', 'job', 'policy', 'rule', 'template', 'channel', 'message', 'asset', 'version', 'deployment', 'region', 'cache', 'index', 'query', 'filter', 'attribute', 'identifier', 'timestamp', 'callback', 'listener', 'integration'];
const VERBS = ['returns', 'stores', 'validates', 'sends', 'receives', 'updates', 'creates', 'removes', 'retries', 'signs', 'caches', 'exposes', 'rejects', 'accepts', 'logs', 'tracks', 'emits', 'resolves', 'includes', 'requires'];
const BASE_VERBS = ['configure', 'inspect', 'rotate', 'export', 'update', 'list', 'delete', 'test', 'replay', 'archive'];
const ADJECTIVES = ['new', 'existing', 'default', 'custom', 'optional', 'signed', 'expired', 'active', 'pending', 'failed', 'current', 'previous', 'shared', 'private', 'public', 'single', 'global', 'regional'];
const IDENTIFIERS = ['retryPolicy', 'maxAttempts', 'timeoutMs', 'pageSize', 'cursor', 'apiKey', 'webhookSecret', 'profileId', 'segmentId', 'eventName', 'createdAt', 'updatedAt', 'region', 'environmentId', 'batchSize', 'locale', 'expiresIn', 'scope', 'status', 'metadata'];
const LANGUAGES = ['ts', 'bash', 'json', 'yaml', 'python'] as const;
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'];

const capitalize = (text: string) => text[0].toUpperCase() + text.slice(1);

/** One sentence of documentation prose, from templates (no MDX-special characters). */
function sentence(r: Random): string {
  const n = () => r.pick(NOUNS);
  const v = () => r.pick(VERBS);
  const a = () => r.pick(ADJECTIVES);
  const templates = [
    () => `The ${a()} ${n()} ${v()} the ${n()} before the ${n()} ${v()} it.`,
    () => `When a ${n()} ${v()} a ${a()} ${n()}, the ${n()} ${v()} it within a few seconds.`,
    () => `Set \`${r.pick(IDENTIFIERS)}\` to control how the ${n()} ${v()} each ${n()}.`,
    () => `Each ${n()} has a \`${r.pick(IDENTIFIERS)}\` field that identifies the ${a()} ${n()}.`,
    () => `If the ${n()} is ${a()}, the API ${v()} the ${n()} and returns an error.`,
    () => `You can ${r.pick(BASE_VERBS)} the ${n()} from the dashboard or with the API.`,
    () => `This keeps the ${n()} small and makes the ${a()} ${n()} easier to debug.`,
    () => `In most projects the ${a()} ${n()} is enough; change it only when the ${n()} ${v()} too often.`,
    () => `The **${a()} ${n()}** is what the ${n()} ${v()} when nothing else is set.`,
  ];
  return r.pick(templates)();
}

function paragraph(r: Random): string {
  return Array.from({ length: r.int(3, 6) }, () => sentence(r)).join(' ');
}

function list(r: Random): string {
  if (r.next() < 0.5) return Array.from({ length: r.int(3, 5) }, (_, i) => `${i + 1}. ${capitalize(r.pick(BASE_VERBS))} the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}.`).join('\n');
  return Array.from({ length: r.int(3, 5) }, () => `- **${capitalize(r.pick(ADJECTIVES))} ${r.pick(NOUNS)}**: ${sentence(r)}`).join('\n');
}

/** A fenced code block in one of the portal's languages, 6–16 lines. */
function codeBlock(r: Random, fileSlug: string, area: string): string {
  const lang = r.pick(LANGUAGES);
  const ids = r.shuffle(IDENTIFIERS).slice(0, r.int(3, 6));
  const value = (id: string) => (/Ms|Size|Attempts|In$/.test(id) ? String(r.int(1, 500)) : `'${r.pick(ADJECTIVES)}-${r.int(100, 999)}'`);
  const resource = slugify(area);
  switch (lang) {
    case 'ts':
      return [
        `\`\`\`ts title="src/${fileSlug}.ts"`,
        `import { createClient } from '@acme/sdk';`,
        '',
        'const client = createClient({ apiKey: process.env.ACME_API_KEY });',
        '',
        `const result = await client.request('POST', '/v1/${resource}', {`,
        ...ids.map((id) => `  ${id}: ${value(id)},`),
        '});',
        `console.log(result.${ids[0]});`,
        '```',
      ].join('\n');
    case 'bash':
      return [
        '```bash',
        `curl -X POST https://api.acme.com/v1/${resource} \\`,
        '  -H "Authorization: Bearer $ACME_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{ ${ids.map((id) => `"${id}": ${value(id).replace(/'/g, '"')}`).join(', ')} }'`,
        '```',
      ].join('\n');
    case 'json':
      return ['```json', '{', ids.map((id) => `  "${id}": ${value(id).replace(/'/g, '"')}`).join(',\n'), '}', '```'].join('\n');
    case 'yaml':
      return ['```yaml title="acme.config.yaml"', `${resource}:`, ...ids.map((id) => `  ${id}: ${value(id).replace(/'/g, '')}`), '```'].join('\n');
    default:
      return [
        '```python',
        'import os',
        'import requests',
        '',
        'response = requests.post(',
        `    "https://api.acme.com/v1/${resource}",`,
        '    headers={"Authorization": f"Bearer {os.environ[\'ACME_API_KEY\']}"},',
        `    json={${ids.map((id) => `"${id}": ${value(id).replace(/'/g, '"')}`).join(', ')}},`,
        ')',
        'response.raise_for_status()',
        '```',
      ].join('\n');
  }
}

// ---------------------------------------------------------------------------------------------
// Planning and writing the synthetic docs

interface Heading {
  depth: 2 | 3;
  text: string;
}

interface PlannedDoc {
  /** Folder under content/docs. */
  dir: string;
  slug: string;
  title: string;
  area: string;
  position: number;
  headings: Heading[];
}

interface Folder {
  dir: string;
  label: string;
  position: number;
}

interface Plan {
  folders: Folder[];
  docs: PlannedDoc[];
}

const hrefOf = (doc: PlannedDoc) => `/docs/${doc.dir}/${doc.slug}`;

/** 4–8 distinct headings, an h2 first; an h3 only follows an h2 or another h3. */
function planHeadings(r: Random): Heading[] {
  const h2s = r.shuffle(H2S);
  const h3s = r.shuffle(H3S);
  const count = r.int(4, 8);
  return Array.from({ length: count }, (_, i) => (i > 0 && r.next() < 0.3 ? { depth: 3, text: h3s.pop()! } : { depth: 2, text: h2s.pop()! }));
}

/** Which folders and docs make up N pages: CATEGORIES categories, sub-categories past TOP_LEVEL_DOCS. */
function planDocs(r: Random, total: number): Plan {
  const categories = Math.min(CATEGORIES, total);
  const titles = TITLE_VERBS.flatMap((verb) => TITLE_OBJECTS.map((object) => `${verb} ${object}`));
  const plan: Plan = { folders: [], docs: [] };
  for (let c = 0; c < categories; c++) {
    const area = AREAS[c % AREAS.length] + (c >= AREAS.length ? ` ${Math.floor(c / AREAS.length) + 1}` : '');
    const dir = `${slugify(area)}`;
    plan.folders.push({ dir, label: area, position: 10 + c });
    const count = Math.floor(total / categories) + (c < total % categories ? 1 : 0);
    const picked = r.shuffle(titles).slice(0, count);
    picked.forEach((title, i) => {
      const sub = i < TOP_LEVEL_DOCS ? -1 : Math.floor((i - TOP_LEVEL_DOCS) / SUB_CATEGORY_SIZE);
      const subLabel = sub < 0 ? '' : SUB_AREAS[sub % SUB_AREAS.length] + (sub >= SUB_AREAS.length ? ` ${Math.floor(sub / SUB_AREAS.length) + 1}` : '');
      const docDir = sub < 0 ? dir : `${dir}/${slugify(subLabel)}`;
      if (sub >= 0 && (i - TOP_LEVEL_DOCS) % SUB_CATEGORY_SIZE === 0) plan.folders.push({ dir: docDir, label: subLabel, position: 100 + sub });
      plan.docs.push({ dir: docDir, slug: slugify(title), title, area, position: i + 1, headings: planHeadings(r) });
    });
  }
  return plan;
}

/** Links to 2–4 other synthetic pages: same category, another category, a heading anchor, a ./file.mdx. */
function links(r: Random, doc: PlannedDoc, plan: Plan, index: number): string[] {
  const others = () => plan.docs[(index + r.int(1, plan.docs.length - 1)) % plan.docs.length];
  const sameFolder = plan.docs.filter((d) => d.dir === doc.dir && d !== doc);
  const out: string[] = [];
  const near = sameFolder.length ? r.pick(sameFolder) : undefined;
  if (near) out.push(`See [${near.title}](./${near.slug}.mdx) for the steps that come before this one.`);
  const far = others();
  if (far !== doc) out.push(`The same ${r.pick(NOUNS)} is used by [${far.title.toLowerCase()}](${hrefOf(far)}).`);
  const anchored = others();
  const heading = r.pick(anchored.headings);
  if (anchored !== doc) out.push(`For details, read [${heading.text.toLowerCase()}](${hrefOf(anchored)}#${slugify(heading.text)}) in ${anchored.title}.`);
  if (r.next() < 0.3) out.push(`New to Acme? Start with the [Experience SDK introduction](/docs/experience-sdk/intro).`);
  return out;
}

/** The MDX source of one synthetic doc. */
function docSource(r: Random, doc: PlannedDoc, plan: Plan, index: number): string {
  const description = `${doc.title} in ${doc.area}: ${sentence(r).replace(/[`*]/g, '')}`.slice(0, 280);
  const front = ['---', `title: ${doc.title}`, `description: ${JSON.stringify(description)}`, `sidebar_position: ${doc.position}`, `tags: [${slugify(doc.area)}, ${slugify(r.pick(NOUNS))}]`, '---'];
  const linkLines = links(r, doc, plan, index);
  const codeAt = r.int(0, doc.headings.length - 1);
  const listAt = r.int(0, doc.headings.length - 1);
  const noteAt = r.int(0, doc.headings.length - 1);
  const body: string[] = [paragraph(r), paragraph(r)];
  doc.headings.forEach((heading, i) => {
    body.push(`${'#'.repeat(heading.depth)} ${heading.text}`);
    for (let p = r.int(1, 3); p > 0; p--) body.push(paragraph(r));
    if (i === listAt) body.push(list(r));
    if (i === codeAt) body.push(codeBlock(r, doc.slug, doc.area));
    if (i === noteAt) body.push(`:::${r.pick(ADMONITIONS)}${r.next() < 0.4 ? `[${capitalize(r.pick(ADJECTIVES))} ${r.pick(NOUNS)}s]` : ''}\n${paragraph(r)}\n:::`);
    if (linkLines.length && r.next() < 0.5) body.push(linkLines.shift()!);
  });
  body.push(...linkLines);
  return `${front.join('\n')}\n\n${body.join('\n\n')}\n`;
}

/** Writes N synthetic docs and their folders' _meta.json under `<root>/content/docs`; returns the plan. */
function writeSyntheticDocs(root: string, total: number): Plan {
  const r = generator(SEED + total);
  const plan = planDocs(r, total);
  const docsDir = path.join(root, 'content/docs');
  for (const folder of plan.folders) {
    fs.mkdirSync(path.join(docsDir, folder.dir), { recursive: true });
    const meta = { label: folder.label, position: folder.position, collapsed: true };
    fs.writeFileSync(path.join(docsDir, folder.dir, '_meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  }
  plan.docs.forEach((doc, i) => fs.writeFileSync(path.join(docsDir, doc.dir, `${doc.slug}.mdx`), docSource(r, doc, plan, i)));
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Measuring the output

interface Output {
  nextBytes: number;
  appBytes: number;
  docsBytes: number;
  /** Prerendered docs pages (.html files under server/app/docs). */
  docPages: number;
  realHtml: number;
  realRsc: number;
  realSidebarLinks: number;
  syntheticHtml?: number;
  syntheticRsc?: number;
}

/** Apparent size of every file under a folder. */
function folderBytes(dir: string): { bytes: number; html: number } {
  let bytes = 0;
  let html = 0;
  if (!fs.existsSync(dir)) return { bytes, html };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) html += 1;
  }
  return { bytes, html };
}

const fileBytes = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);


function measureOutput(dir: string, plan: Plan): Output {
  const app = path.join(dir, '.next/server/app');
  const docs = folderBytes(path.join(app, 'docs'));
  const realHtmlText = fs.readFileSync(path.join(app, `${REAL_PAGE}.html`), 'utf8');
  const synthetic = plan.docs.map((doc) => path.join(app, hrefOf(doc)));
  return {
    nextBytes: folderBytes(path.join(dir, '.next')).bytes,
    appBytes: folderBytes(app).bytes,
    docsBytes: docs.bytes,
    docPages: docs.html,
    realHtml: Buffer.byteLength(realHtmlText),
    realRsc: fileBytes(path.join(app, `${REAL_PAGE}.rsc`)),
    realSidebarLinks: realHtmlText.match(/class="sidebar-link/g)?.length ?? 0,
    syntheticHtml: synthetic.length ? median(synthetic.map((file) => fileBytes(`${file}.html`))) : undefined,
    syntheticRsc: synthetic.length ? median(synthetic.map((file) => fileBytes(`${file}.rsc`))) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// One size

interface Result {
  size: number;
  plan: Plan;
  build: BuildRun;
  output?: Output;
  dir: string;
  /** The build after appending a sentence to EDITED_DOC, in the same folder (after a successful clean build). */
  rebuild?: BuildRun;
  /** Whether the rebuilt REAL_PAGE shows the appended sentence (a cache serving the old page would not). */
  rebuildShowsEdit?: boolean;
  /** Docusaurus's clean build of the same site (size 0), or why there is none. */
  docusaurus?: { seconds: number } | { error: string };
}

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');

function reportFailure(build: BuildRun, what: string): void {
  console.log(`  ${what} ${build.timedOut ? 'timed out' : 'failed'} after ${build.seconds.toFixed(1)} s; last lines (full log: ${build.logFile}):`);
  for (const line of build.lastLines.slice(-15)) console.log(`    ${line}`);
}

async function benchSize(size: number, options: Options, dirs: string[]): Promise<Result> {
  console.log(`\n${size} synthetic pages`);
  const dir = copySite(fs.mkdtempSync(path.join(os.tmpdir(), `build-scale-${size}-`)), { files: 'working-tree' });
  dirs.push(dir);
  const started = performance.now();
  const plan = writeSyntheticDocs(dir, size);
  console.log(`  copied the project to ${dir}, wrote ${plan.docs.length} docs in ${plan.folders.length} folders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Other work on the machine slows the build down: the load average tells whether it was idle.
  console.log(`  load average before the build: ${loadAverage()}`);
  const build = await runBuild(dir, options.timeoutMinutes, 'clean');
  console.log(`  load average after the build: ${loadAverage()} (the build alone keeps about 1–2 busy)`);
  if (!build.ok) {
    reportFailure(build, 'build');
    return { size, plan, build, dir };
  }
  const result: Result = { size, plan, build, dir, output: measureOutput(dir, plan) };

  // A preview build after a one-file change: same folder, .next/ (cache included) and .generated/ kept.
  fs.appendFileSync(path.join(dir, EDITED_DOC), `\n\n${EDIT}\n`);
  console.log(`  appended a sentence to ${EDITED_DOC}; rebuilding with .next/ and .generated/ kept (load average ${loadAverage()})`);
  result.rebuild = await runBuild(dir, options.timeoutMinutes, 'rebuild');
  console.log(`  load average after the rebuild: ${loadAverage()}`);
  if (!result.rebuild.ok) reportFailure(result.rebuild, 'rebuild');
  else result.rebuildShowsEdit = readProc(path.join(dir, '.next/server/app', `${REAL_PAGE}.html`))?.includes(EDIT) ?? false;

  if (size === 0 && options.docusaurus) result.docusaurus = await docusaurusBuild();
  return result;
}

// ---------------------------------------------------------------------------------------------
// The yardstick: the same site built by Docusaurus 3 (bench/docusaurus.ts, bench:docusaurus)

const DOCUSAURUS_BENCH = path.join(import.meta.dirname, 'docusaurus.ts');

/** Docusaurus's clean build of this site (from this checkout, under .bench/docusaurus), after ours, on the same machine. */
async function docusaurusBuild(): Promise<Result['docusaurus']> {
  if (!fs.existsSync(DOCUSAURUS_BENCH)) return { error: `${path.relative(ROOT, DOCUSAURUS_BENCH)} not found` };
  console.log(`  Docusaurus: clean build of the same site (load average ${loadAverage()})`);
  try {
    const { buildDocusaurusSite } = (await import(pathToFileURL(DOCUSAURUS_BENCH).href)) as { buildDocusaurusSite: (options?: { stdio?: 'inherit' | 'ignore' }) => Promise<{ cleanMs: number }> };
    const { cleanMs } = await buildDocusaurusSite({ stdio: 'ignore' });
    console.log(`  Docusaurus: ${duration(cleanMs / 1000)} (load average after: ${loadAverage()})`);
    return { seconds: cleanMs / 1000 };
  } catch (error) {
    console.log(`  Docusaurus build failed: ${(error as Error).message}`);
    return { error: (error as Error).message };
  }
}

// ---------------------------------------------------------------------------------------------
// Printing

const count = (value: number) => value.toLocaleString('en-US');
const duration = (seconds: number | undefined) => (seconds === undefined ? '–' : seconds >= 120 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(1)} s`);
const perPage = (seconds: number, pages: number) => `${((seconds * 1000) / pages).toFixed(0)} ms`;
const bytes = (value: number | undefined) => {
  if (value === undefined) return '–';
  if (value >= 1024 ** 3) return `${(value / 1024 ** 3).toFixed(2)} GB`;
  if (value >= 1024 ** 2) return `${(value / 1024 ** 2).toFixed(1)} MB`;
  return `${(value / 1024).toFixed(1)} KB`;
};
const between = (from: number | undefined, to: number | undefined) => (from === undefined || to === undefined ? undefined : to - from);

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('   ').trimEnd());
}

/** Seconds spent prerendering and routes done: the whole phase, or up to the last progress line of a stopped build. */
function prerenderRate(build: BuildRun): { seconds: number; done: number } | undefined {
  const { generating, generated } = build.marks;
  if (generating === undefined || !build.progress?.done) return undefined;
  return { seconds: (generated ?? build.progress.at) - generating, done: build.progress.done };
}

/** The prerender phase; for a stopped build, the time so far and the whole phase at that rate. */
function prerenderTime(r: Result): string {
  const rate = prerenderRate(r.build);
  if (r.build.marks.generated !== undefined || !rate) return duration(between(r.build.marks.generating, r.build.marks.generated));
  const projected = (rate.seconds / rate.done) * r.build.progress!.total;
  return `${duration(rate.seconds)} so far (all: ~${duration(projected)})`;
}

function printResults(results: Result[]): void {
  const col = (fn: (r: Result) => string) => results.map(fn);
  const out = (fn: (o: Output) => string) => col((r) => (r.output ? fn(r.output) : '–'));
  const phase = (from: Mark | 'start', to: Mark | 'end') => col((r) => duration(between(from === 'start' ? 0 : r.build.marks[from], to === 'end' ? r.build.seconds : r.build.marks[to])));
  const steps = [...new Set(results.flatMap((r) => [...r.build.steps.keys()]))];
  printTable([
    ['synthetic pages', ...col((r) => count(r.size))],
    ['docs pages prerendered', ...out((o) => count(o.docPages))],
    ['build wall time', ...col((r) => `${r.build.ok ? '' : r.build.timedOut ? 'timeout ' : 'FAILED '}${duration(r.build.seconds)}`)],
    ['  time per synthetic page', ...col((r) => (r.size && r.build.ok ? perPage(r.build.seconds, r.size) : '–'))],
    ['  prebuild', ...phase('start', 'next build')],
    ...steps.map((name) => [`    ${name}`, ...col((r) => { const ms = r.build.steps.get(name); return duration(ms === undefined ? undefined : ms / 1000); })]),
    ['  next build: compile', ...phase('next build', 'compiled')],
    ['  next build: type check', ...phase('compiled', 'collecting')],
    ['  next build: collect page data', ...phase('collecting', 'generating')],
    ['  next build: prerender', ...col(prerenderTime)],
    ['    routes prerendered', ...col((r) => (r.build.progress ? `${r.build.ok ? '' : `${count(r.build.progress.done)} of `}${count(r.build.progress.total)}` : '–'))],
    ['    per route', ...col((r) => { const p = prerenderRate(r.build); return p ? perPage(p.seconds, p.done) : '–'; })],
    ['  next build: finalize', ...phase('generated', 'end')],
    ['peak memory, sum of RSS', ...col((r) => bytes(r.build.peak.rss))],
    ['  sum of PSS at that time', ...col((r) => bytes(r.build.peak.pss))],
    ['  processes at that time', ...col((r) => String(r.build.peak.processes))],
    ['  phase at that time', ...col((r) => r.build.peak.phase)],
    ['  largest process (sampled)', ...col((r) => bytes(r.build.peak.largest))],
    ['  largest process (/usr/bin/time)', ...col((r) => bytes(r.build.timeMaxRss))],
    ['.next size', ...out((o) => bytes(o.nextBytes))],
    ['  server/app (prerendered)', ...out((o) => bytes(o.appBytes))],
    ['  server/app/docs', ...out((o) => bytes(o.docsBytes))],
    [`HTML of ${REAL_PAGE}`, ...out((o) => bytes(o.realHtml))],
    [`RSC payload of ${REAL_PAGE}`, ...out((o) => bytes(o.realRsc))],
    ['  sidebar links in that HTML', ...out((o) => count(o.realSidebarLinks))],
    ['HTML of a synthetic page (median)', ...out((o) => bytes(o.syntheticHtml))],
    ['RSC of a synthetic page (median)', ...out((o) => bytes(o.syntheticRsc))],
  ]);
}

/** A phase of a build (between two marks), in seconds. */
const phaseOf = (build: BuildRun, from: Mark | 'start', to: Mark | 'end') => between(from === 'start' ? 0 : build.marks[from], to === 'end' ? build.seconds : build.marks[to]);
const ratioText = (value: number | undefined) => (value === undefined ? '–' : `${(value * 100).toFixed(0)} %`);
/** Rebuild time over clean build time, when both builds passed. */
const rebuildRatio = (r: Result) => (r.build.ok && r.rebuild?.ok ? r.rebuild.seconds / r.build.seconds : undefined);
const docusaurusSeconds = (r: Result) => (r.docusaurus && 'seconds' in r.docusaurus ? r.docusaurus.seconds : undefined);

/** The clean build beside the rebuild after a one-doc edit, phase by phase: what the caches saved and what is left. */
function printRebuilds(results: Result[]): void {
  const rows = results.filter((r) => r.rebuild);
  if (rows.length === 0) return;
  const col = (fn: (r: Result) => string) => rows.map(fn);
  const pair = (fn: (b: BuildRun) => number | undefined) => col((r) => `${duration(fn(r.build))} → ${duration(fn(r.rebuild!))}`);
  const steps = [...new Set(rows.flatMap((r) => [...r.build.steps.keys(), ...r.rebuild!.steps.keys()]))];
  const step = (name: string) => (b: BuildRun) => { const ms = b.steps.get(name); return ms === undefined ? undefined : ms / 1000; };
  console.log(`Rebuild after appending a sentence to ${EDITED_DOC} (clean → rebuild; .next/ and .generated/ kept):`);
  printTable([
    ['synthetic pages', ...col((r) => count(r.size))],
    ['clean build', ...col((r) => `${r.build.ok ? '' : 'FAILED '}${duration(r.build.seconds)}`)],
    ['rebuild', ...col((r) => `${r.rebuild!.ok ? '' : r.rebuild!.timedOut ? 'timeout ' : 'FAILED '}${duration(r.rebuild!.seconds)}`)],
    [`  rebuild / clean (budget ≤ ${ratioText(BUDGET.rebuildRatio)})`, ...col((r) => ratioText(rebuildRatio(r)))],
    ['  edit shown in the rebuilt page', ...col((r) => (r.rebuildShowsEdit === undefined ? '–' : r.rebuildShowsEdit ? 'yes' : 'NO'))],
    ['prebuild', ...pair((b) => phaseOf(b, 'start', 'next build'))],
    ...steps.map((name) => [`  ${name}`, ...pair(step(name))]),
    ['next build: compile', ...pair((b) => phaseOf(b, 'next build', 'compiled'))],
    ['next build: type check', ...pair((b) => phaseOf(b, 'compiled', 'collecting'))],
    ['next build: collect page data', ...pair((b) => phaseOf(b, 'collecting', 'generating'))],
    ['next build: prerender', ...pair((b) => phaseOf(b, 'generating', 'generated'))],
    ['next build: finalize (+ postbuild)', ...pair((b) => phaseOf(b, 'generated', 'end'))],
  ]);
  const zero = results.find((r) => r.size === 0);
  if (zero?.docusaurus) {
    const seconds = docusaurusSeconds(zero);
    const ours = zero.build.ok ? zero.build.seconds : undefined;
    console.log('');
    console.log(`Size 0 against Docusaurus 3 (the same site, clean builds, one after the other):`);
    printTable([
      ['', 'clean build'],
      ['this site (next build)', duration(ours)],
      ['Docusaurus', seconds === undefined ? `– (${'error' in zero.docusaurus ? zero.docusaurus.error : ''})` : duration(seconds)],
      [`ours / Docusaurus (budget ≤ ${BUDGET.docusaurusRatio}x)`, ours !== undefined && seconds ? `${(ours / seconds).toFixed(2)}x` : '–'],
    ]);
  }
}

// ---------------------------------------------------------------------------------------------
// Budgets

function budgetLine(pass: boolean, text: string): boolean {
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
  return pass;
}

function checkBudgets(results: Result[]): boolean {
  const checks: boolean[] = [];
  for (const r of results.filter((x) => x.size <= BUDGET.pages)) {
    const minutes = r.build.seconds / 60;
    const time = r.build.ok ? `${minutes.toFixed(1)} min` : `${r.build.timedOut ? 'timed out' : 'failed'} after ${minutes.toFixed(1)} min`;
    checks.push(budgetLine(r.build.ok && minutes < BUDGET.minutes, `${count(r.size)} pages build in < ${BUDGET.minutes} min: ${time}`));
    checks.push(budgetLine(r.build.peak.rss < BUDGET.gigabytes * 1024 ** 3, `${count(r.size)} pages peak memory (sum of RSS) < ${BUDGET.gigabytes} GB: ${bytes(r.build.peak.rss)}`));
  }
  for (let i = 1; i < results.length; i++) {
    const [a, b] = [results[i - 1], results[i]];
    if (a.size === 0 || !a.build.ok) continue;
    const pages = b.size / a.size;
    const limit = pages * BUDGET.growthTolerance;
    const ratio = b.build.seconds / a.build.seconds;
    const marginal = b.build.ok ? `, ${perPage(b.build.seconds - a.build.seconds, b.size - a.size)} per extra page` : '';
    checks.push(budgetLine(b.build.ok && ratio <= limit, `growth ≤ linear: time(${b.size})/time(${a.size}) = ${ratio.toFixed(2)}${b.build.ok ? '' : ' (at least)'}, pages ×${pages.toFixed(2)}, limit ${limit.toFixed(2)} (×${BUDGET.growthTolerance} tolerance)${marginal}`));
  }
  for (const r of results.filter((x) => x.build.ok)) {
    const ratio = rebuildRatio(r);
    const times = r.rebuild ? `${duration(r.rebuild.seconds)}${r.rebuild.ok ? '' : r.rebuild.timedOut ? ' (timed out)' : ' (failed)'} / ${duration(r.build.seconds)}` : 'no rebuild';
    checks.push(budgetLine(ratio !== undefined && ratio <= BUDGET.rebuildRatio, `${count(r.size)} pages rebuild after a one-doc edit ≤ ${ratioText(BUDGET.rebuildRatio)} of the clean build: ${times} = ${ratioText(ratio)}`));
    if (r.rebuild?.ok) checks.push(budgetLine(r.rebuildShowsEdit === true, `${count(r.size)} pages rebuilt page shows the edit`));
  }
  const zero = results.find((r) => r.size === 0);
  // The hook for the Docusaurus yardstick: bench/docusaurus.ts's buildDocusaurusSite().
  if (zero?.docusaurus && zero.build.ok) {
    const seconds = docusaurusSeconds(zero);
    if (seconds === undefined) console.log(`note: no Docusaurus build (${'error' in zero.docusaurus ? zero.docusaurus.error : ''}): the ${BUDGET.docusaurusRatio}x budget was not checked.`);
    else checks.push(budgetLine(zero.build.seconds <= BUDGET.docusaurusRatio * seconds, `clean build ≤ ${BUDGET.docusaurusRatio}x Docusaurus's (size 0): ${duration(zero.build.seconds)} / ${duration(seconds)} = ${(zero.build.seconds / seconds).toFixed(2)}x`));
  }
  if (!results.some((r) => r.size >= BUDGET.pages)) console.log(`note: no run of ${count(BUDGET.pages)} pages or more: the ${count(BUDGET.pages)}-page budget itself was not exercised.`);
  return checks.every(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Main

const options = parseOptions(process.argv.slice(2));
const dirs: string[] = [];
const cleanUp = () => {
  if (options.keep) return console.log(`\nkept: ${dirs.join(' ')}`);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  if (activeChild) killTree(activeChild);
  cleanUp();
  process.exit(130);
});

console.log(`Build scale benchmark: Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${bytes(os.totalmem())} RAM`);
console.log(`sizes: ${options.sizes.join(', ')} synthetic pages (plus the site's own docs); memory sampled every ${SAMPLE_MS} ms over the build's process tree`);
const results: Result[] = [];
try {
  for (const size of options.sizes) results.push(await benchSize(size, options, dirs));
  console.log('');
  printResults(results);
  console.log('');
  printRebuilds(results);
  console.log('');
  process.exitCode = checkBudgets(results) && results.every((r) => r.build.ok) ? 0 : 1;
} finally {
  cleanUp();
}
