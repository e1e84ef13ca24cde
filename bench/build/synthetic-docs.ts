/**
 * The synthetic docs of `npm run bench:build`: N seeded pages in CATEGORIES categories, the first
 * TOP_LEVEL_DOCS of each at its top and the rest in sub-categories, all collapsed as large sites
 * configure them. Each page has frontmatter, 4–8 headings, prose, a list, a code block, an
 * admonition and links to other synthetic pages (routes, anchors, ./file.mdx), so the build checks
 * and renders what a real site has.
 */
import fs from 'node:fs';
import path from 'node:path';
import { slug as slugify } from 'github-slugger';
import { generator, type Random } from '../random';
import {
  ADJECTIVES,
  ADMONITIONS,
  AREAS,
  capitalize,
  codeBlock,
  H2S,
  H3S,
  list,
  NOUNS,
  paragraph,
  SUB_AREAS,
  sentence,
  TITLE_OBJECTS,
  TITLE_VERBS,
} from './words';

const SEED = 20260515;
const CATEGORIES = 50;
/** Docs directly in a category; the rest go in sub-categories of SUB_CATEGORY_SIZE docs. */
const TOP_LEVEL_DOCS = 10;
const SUB_CATEGORY_SIZE = 10;

interface Heading {
  depth: 2 | 3;
  text: string;
}

export interface PlannedDoc {
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

export interface Plan {
  folders: Folder[];
  docs: PlannedDoc[];
}

export const hrefOf = (doc: PlannedDoc) => `/docs/${doc.dir}/${doc.slug}`;

/** 4–8 distinct headings, an h2 first; an h3 only follows an h2 or another h3. */
function planHeadings(r: Random): Heading[] {
  const h2s = r.shuffle(H2S);
  const h3s = r.shuffle(H3S);
  const count = r.int(4, 8);
  return Array.from({ length: count }, (_, i) =>
    i > 0 && r.next() < 0.3 ? { depth: 3, text: h3s.pop()! } : { depth: 2, text: h2s.pop()! },
  );
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
      const subLabel =
        sub < 0
          ? ''
          : SUB_AREAS[sub % SUB_AREAS.length] +
            (sub >= SUB_AREAS.length ? ` ${Math.floor(sub / SUB_AREAS.length) + 1}` : '');
      const docDir = sub < 0 ? dir : `${dir}/${slugify(subLabel)}`;
      if (sub >= 0 && (i - TOP_LEVEL_DOCS) % SUB_CATEGORY_SIZE === 0)
        plan.folders.push({ dir: docDir, label: subLabel, position: 100 + sub });
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
  if (anchored !== doc)
    out.push(
      `For details, read [${heading.text.toLowerCase()}](${hrefOf(anchored)}#${slugify(heading.text)}) in ${anchored.title}.`,
    );
  if (r.next() < 0.3)
    out.push(`New to Acme? Start with the [Experience SDK introduction](/docs/experience-sdk/intro).`);
  return out;
}

/** The MDX source of one synthetic doc. */
function docSource(r: Random, doc: PlannedDoc, plan: Plan, index: number): string {
  const description = `${doc.title} in ${doc.area}: ${sentence(r).replace(/[`*]/g, '')}`.slice(0, 280);
  const front = [
    '---',
    `title: ${doc.title}`,
    `description: ${JSON.stringify(description)}`,
    `sidebar_position: ${doc.position}`,
    `tags: [${slugify(doc.area)}, ${slugify(r.pick(NOUNS))}]`,
    '---',
  ];
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
    if (i === noteAt)
      body.push(
        `:::${r.pick(ADMONITIONS)}${r.next() < 0.4 ? `[${capitalize(r.pick(ADJECTIVES))} ${r.pick(NOUNS)}s]` : ''}\n${paragraph(r)}\n:::`,
      );
    if (linkLines.length && r.next() < 0.5) body.push(linkLines.shift()!);
  });
  body.push(...linkLines);
  return `${front.join('\n')}\n\n${body.join('\n\n')}\n`;
}

/** Writes N synthetic docs and their folders' _meta.json under `<root>/content/docs`; returns the plan. */
export function writeSyntheticDocs(root: string, total: number): Plan {
  const r = generator(SEED + total);
  const plan = planDocs(r, total);
  const docsDir = path.join(root, 'content/docs');
  for (const folder of plan.folders) {
    fs.mkdirSync(path.join(docsDir, folder.dir), { recursive: true });
    const meta = { label: folder.label, position: folder.position, collapsed: true };
    fs.writeFileSync(path.join(docsDir, folder.dir, '_meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  }
  plan.docs.forEach((doc, i) => {
    fs.writeFileSync(path.join(docsDir, doc.dir, `${doc.slug}.mdx`), docSource(r, doc, plan, i));
  });
  return plan;
}
