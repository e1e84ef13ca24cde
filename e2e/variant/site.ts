/**
 * A variant of the site for the `variant` project: a copy (scripts/site-copy.ts) whose
 * configuration turns on what the shipped one leaves off (an edit URL, the last update's author, a
 * feedback endpoint), with a docs version cut (`npm run docs:version -- 3.2`) and one current doc
 * edited after the cut (a word only the current docs have). The copy is made a git repository with one commit of fixed author and date,
 * so the "Last updated" line is the same on every run. `tsx e2e/variant/site.ts` builds the copy's
 * static export (one build, the cheapest), which scripts/serve-static.ts serves.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copySite } from '../../scripts/site-copy';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the copy lives (git-ignored). */
export const VARIANT_DIR = path.join(ROOT, '.e2e-dev/variant');

/** What the copy's configuration sets. */
export const VARIANT = {
  editUrl: 'https://github.com/acme/developer-docs/edit/main/{path}',
  feedbackEndpoint: 'https://feedback.acme.test/v1/answers',
  author: 'Dana Writer',
  /** The commit's date: the copy's every file was last changed then. */
  date: '2026-05-04T12:00:00+00:00',
};

/** Sets the variant's keys in the copy's content/site.config.json. */
function configure(dir: string) {
  const file = path.join(dir, 'content/site.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  config.docs.editUrl = VARIANT.editUrl;
  config.docs.showLastUpdateAuthor = true;
  config.feedback = { endpoint: VARIANT.feedbackEndpoint };
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

/** A doc whose frontmatter turns the edit link off (`hide_edit_link: true`). */
export const NO_EDIT_LINK_DOC = { path: '/docs/acme-moments/agent', file: 'content/docs/acme-moments/agent.mdx' };

/** Turns the edit link off on NO_EDIT_LINK_DOC, as an author would. */
function hideEditLink(dir: string) {
  const file = path.join(dir, NO_EDIT_LINK_DOC.file);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^---\n/, '---\nhide_edit_link: true\n'));
}

/**
 * A git repository in the copy makes Next take the copy as the workspace root, where it finds no
 * node_modules: keep Turbopack's root at the checkout, which holds both.
 */
function keepTurbopackRoot(dir: string) {
  const file = path.join(dir, 'next.config.ts');
  const config = fs.readFileSync(file, 'utf8');
  if (!config.includes('turbopack: {'))
    throw new Error('next.config.ts has no `turbopack: {` block to set the root in');
  fs.writeFileSync(file, config.replace('turbopack: {', `turbopack: {\n    root: ${JSON.stringify(ROOT)},`));
}

/** The version cut in the copy, and the edit made to the current docs after it. */
export const CUT = {
  version: '3.2',
  /** A doc edited after the cut, and the word the edit adds (only the current docs have it). */
  editedDoc: { path: '/docs/experience-sdk/translations', file: 'content/docs/experience-sdk/translations.mdx' },
  word: 'quokkaflow',
};

/** Cuts version CUT.version as the docs team would, then edits a current doc. */
function cutVersion(dir: string) {
  const result = spawnSync('npm', ['run', 'docs:version', '--', CUT.version], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run docs:version -- ${CUT.version} failed`);
  const file = path.join(dir, CUT.editedDoc.file);
  fs.appendFileSync(
    file,
    `
Since the last release, translations can stream through ${CUT.word} channels.
`,
  );
}

/**
 * The current Profiles document changed after the cut (issue 42): a response field removed (breaking)
 * and an optional parameter added, for the changelog page, the "Changed since" marks and api:diff.
 */
export const API_CHANGE = {
  api: 'profiles',
  removedField: { operationId: 'deleteSegment', schema: 'DeleteConfirmation', field: 'deleted' },
  addedParameter: { operationId: 'lookupProfile', name: 'include_merged' },
};

/** Edits the copy's openapi/profiles.yaml as API_CHANGE says (after the cut: 3.2 keeps the old one). */
function changeProfilesApi(dir: string) {
  const file = path.join(dir, 'openapi/profiles.yaml');
  const text = fs.readFileSync(file, 'utf8');
  const { schema, field } = API_CHANGE.removedField;
  const at = text.indexOf(`    ${schema}:\n`);
  const next = text.indexOf('\n    ', text.indexOf('\n', at) + 1);
  const end = text.slice(next + 1).search(/^ {4}\S/m) + next + 1;
  const block = text
    .slice(at, end)
    .replace(/^( {6}required: \[.*)\]$/m, (line) =>
      line.replace(new RegExp(`,? ?\\b${field}\\b`), '').replace('[, ', '['),
    )
    .replace(new RegExp(`^ {8}${field}:\\n(?: {10}.*\\n)+`, 'm'), '');
  const param = `        - name: ${API_CHANGE.addedParameter.name}
          in: query
          required: false
          description: Whether profiles absorbed in a merge are matched too.
          schema:
            type: boolean
`;
  const changed = (text.slice(0, at) + block + text.slice(end)).replace(
    '          example: ana@example.com\n',
    `          example: ana@example.com\n${param}`,
  );
  if (block.includes(`        ${field}:\n`) || block.includes(` ${field}]`) || !changed.includes(param))
    throw new Error('openapi/profiles.yaml: the variant could not make its API change (the document moved on)');
  fs.writeFileSync(file, changed);
}

/** The MDX kit's fixture page (kit.spec.ts): every component of components/mdx/kit.tsx, grouped tabs, an image. */
export const KIT_PAGE = { path: '/docs/acme-moments/kit', file: 'content/docs/acme-moments/kit.mdx' };

function writeKitPage(dir: string) {
  const tabs = (n: number) =>
    `<Tabs groupId="pm" queryString>\n<Tab label="npm">\n\nnpm install ${n}\n\n</Tab>\n<Tab label="yarn">\n\nyarn add ${n}\n\n</Tab>\n</Tabs>`;
  fs.writeFileSync(
    path.join(dir, KIT_PAGE.file),
    `---
title: Kit
description: Every component of the MDX kit on one page, for the end-to-end tests.
sidebar_position: 99
---

## Steps

<Steps>

1. ### Install the SDK

   Run the installer.

2. ### Create the experience

   Call \`createExperience\`.

</Steps>

## Cards

<Cards cols={2}>
  <Card title="Moments" href="/docs/acme-moments/intro" icon="zap" description="What a moment is." />
  <Card title="Profiles" href="/docs/acme-profiles/intro" icon="user" description="Who the visitor is." />
  <Card title="Plain card" icon="book">Content without a link.</Card>
</Cards>

## Accordions

<Accordion title="Why is my token rejected?">

The token has expired.

### Inside the accordion

A heading inside it.

</Accordion>

<Accordion title="Second question" id="second">

Kept closed.

</Accordion>

## File tree

<FileTree>

- src/
  - **experience.ts** the entry point
  - components/
    - login.ts
- package.json

</FileTree>

## Badges

Variants: <Badge>Note</Badge> <Badge variant="tip">Tip</Badge> <Badge variant="info">Info</Badge> <Badge variant="warning">Warning</Badge> <Badge variant="danger">Danger</Badge>

## Tabs

${tabs(1)}

${tabs(2)}

## Image

![The Acme icon](/img/favicon.png)

The text after the image.
`,
  );
}

/**
 * Partials and redirects in the copy (issue 43): a partial with a prop, included by a current doc;
 * an old path of that doc (`redirect_from`), and content/redirects.json with a path and a fragment
 * move of an operation.
 */
export const KIT = {
  doc: { path: '/docs/acme-moments/intro', file: 'content/docs/acme-moments/intro.mdx' },
  partial: 'variant-note',
  /** The sentence the partial renders with its prop. */
  text: 'This note comes from a partial about Moments.',
  oldPath: '/docs/moments/getting-started',
  fileRedirect: { from: '/docs/acme-moments/old-agent', to: '/docs/acme-moments/agent' },
  fragmentRedirect: { from: '/api/profiles#oldUpsertProfile', to: '/api/profiles#upsertProfile' },
};

/** Writes KIT's partial, include and redirects (after the cut: the current docs only). */
function addKit(dir: string) {
  fs.mkdirSync(path.join(dir, 'content/partials'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, `content/partials/${KIT.partial}.mdx`),
    'This note comes from a partial about {props.product}. See the [agent](/docs/acme-moments/agent).\n',
  );
  const file = path.join(dir, KIT.doc.file);
  const text = fs.readFileSync(file, 'utf8').replace(/^---\n/, `---\nredirect_from: [${KIT.oldPath}]\n`);
  fs.writeFileSync(file, `${text}\n<Partial name="${KIT.partial}" product="Moments" />\n`);
  fs.writeFileSync(
    path.join(dir, 'content/redirects.json'),
    `${JSON.stringify([KIT.fileRedirect, KIT.fragmentRedirect], null, 2)}\n`,
  );
}

/** One commit of the whole copy, with a fixed author and date. */
function commitAll(dir: string) {
  const who = { name: VARIANT.author, email: 'dana@acme.test', date: VARIANT.date };
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: who.name,
    GIT_AUTHOR_EMAIL: who.email,
    GIT_AUTHOR_DATE: who.date,
    GIT_COMMITTER_NAME: who.name,
    GIT_COMMITTER_EMAIL: who.email,
    GIT_COMMITTER_DATE: who.date,
  };
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir, env });
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '--no-gpg-sign', '-m', 'Variant copy of the site'], { cwd: dir, env });
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now();
  copySite(VARIANT_DIR);
  configure(VARIANT_DIR);
  hideEditLink(VARIANT_DIR);
  cutVersion(VARIANT_DIR);
  changeProfilesApi(VARIANT_DIR);
  writeKitPage(VARIANT_DIR);
  addKit(VARIANT_DIR);
  keepTurbopackRoot(VARIANT_DIR);
  commitAll(VARIANT_DIR);
  const result = spawnSync('npm', ['run', 'export'], {
    cwd: VARIANT_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Variant copy exported in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
