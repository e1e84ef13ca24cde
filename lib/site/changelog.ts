import { siteConfig } from '../config/site';
import { uiStrings } from '../i18n/catalogue';
import { defaultLocaleText, siteLocales } from '../i18n/locales';
import type { ApiEntry } from '../openapi/catalog';
import { type ApiChange, type ChangedOperation, compareDocuments } from '../openapi/changes';
import type { PrebuiltSpec } from '../openapi/prebuilt';
import { ContentError } from '../utils/errors';
import { pinnedApiId } from '../versions/layout';
import { CHANGELOG_SLUG, changelogHref } from './changelog-routes';
import type { Site } from './site';
import { derivedView } from './site';

/**
 * The API changelog (`/api/<id>/changelog`): for each reference that cut docs versions pinned, the
 * changes from each pinned copy to the next, the last step to today's document, each change linked
 * to its operation in both states. Built only where versions exist: the shipped site, with none,
 * never compares a document.
 */

/** One state of a reference: a cut version's pinned copy, or today's document. */
interface ChangelogSide {
  /** The version's name, or undefined for today's document. */
  version?: string;
  /** "3.2", or "current". */
  label: string;
  /** The route id of the reference in that state (`3.2/profiles`, `profiles`). */
  specId: string;
}

/** One change, with where its operation lives on each side (a removed one has no newer link). */
export interface LinkedChange extends ApiChange {
  beforeHref?: string;
  afterHref?: string;
}

/** One operation's changes in one step, under the anchor the "Changed since" mark links to. */
export interface OperationChanges {
  anchor: string;
  operation?: ChangedOperation;
  /** "GET /profiles/lookup", or "Whole document". */
  label: string;
  beforeHref?: string;
  afterHref?: string;
  changes: LinkedChange[];
}

export interface ChangelogStep {
  /** The anchor of the step on the changelog page: `since-3.2`. */
  anchor: string;
  from: ChangelogSide;
  to: ChangelogSide;
  groups: OperationChanges[];
  breaking: number;
  total: number;
}

export interface ApiChangelog {
  id: string;
  title: string;
  href: string;
  /** Newest step first. */
  steps: ChangelogStep[];
}

/** The label of today's document beside a version's. */
const CURRENT_LABEL = 'current';

/** A safe fragment for an operation's group within a step. */
const groupAnchor = (step: string, key: string) => `${step}-${key.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** operation (method + path) → its page and anchor in one state of a reference. */
function operationLinks(entry: ApiEntry): Map<string, string> {
  const out = new Map<string, string>();
  for (const tag of entry.model.tags)
    for (const op of tag.operations)
      out.set(`${op.method} ${op.path}`, `${entry.layout.operationHref[op.id] ?? entry.href}#${op.id}`);
  return out;
}

/** One step: the changes from one state to the next, grouped by operation. */
function step(from: ChangelogSide, to: ChangelogSide, before: ApiEntry, after: ApiEntry): ChangelogStep {
  const anchor = `since-${from.label.replace(/[^A-Za-z0-9_.-]+/g, '-')}`;
  const beforeLinks = operationLinks(before);
  const afterLinks = operationLinks(after);
  const groups = new Map<string, OperationChanges>();
  const changes = compareDocuments(before.loaded.raw, after.loaded.raw);
  for (const change of changes) {
    const op = change.operation;
    const key = op ? `${op.method} ${op.path}` : '';
    let group = groups.get(key);
    if (!group) {
      const beforeHref = op && beforeLinks.get(key);
      const afterHref = op && afterLinks.get(key);
      group = {
        anchor: groupAnchor(anchor, op ? (op.operationId ?? `${op.method}-${op.path}`) : 'document'),
        operation: op,
        label: op ? `${op.method.toUpperCase()} ${op.path}` : 'Whole document',
        ...(beforeHref ? { beforeHref } : {}),
        ...(afterHref ? { afterHref } : {}),
        changes: [],
      };
      groups.set(key, group);
    }
    group.changes.push({
      ...change,
      ...(group.beforeHref ? { beforeHref: group.beforeHref } : {}),
      ...(group.afterHref ? { afterHref: group.afterHref } : {}),
    });
  }
  return {
    anchor,
    from,
    to,
    groups: [...groups.values()],
    breaking: changes.filter((c) => c.breaking).length,
    total: changes.length,
  };
}

/**
 * The changelog of every reference some cut version pinned, from the loaded references (the
 * site's and the pinned copies) and the cut versions in the configuration's order (oldest first).
 */
export function buildChangelogs(
  apis: readonly ApiEntry[],
  versions: ReadonlyArray<{ name: string; label: string }>,
): ApiChangelog[] {
  const byId = new Map(apis.map((entry) => [entry.spec.id, entry]));
  return apis
    .filter((entry) => entry.spec.version === undefined)
    .flatMap((current) => {
      const id = current.spec.id;
      const cut = versions.filter((v) => byId.has(pinnedApiId(v.name, id)));
      if (cut.length === 0) return [];
      if (current.layout.pages.some((page) => page.slug === CHANGELOG_SLUG))
        throw new ContentError(current.spec.file, [
          `a page of the split reference is named "${CHANGELOG_SLUG}" (a tag), which is the route of its changelog ` +
            `(${changelogHref(id)}): rename the tag`,
        ]);
      const sides: Array<{ side: ChangelogSide; entry: ApiEntry }> = [
        ...cut.map((v) => {
          const specId = pinnedApiId(v.name, id);
          return { side: { version: v.name, label: v.label, specId }, entry: byId.get(specId) as ApiEntry };
        }),
        { side: { label: CURRENT_LABEL, specId: id }, entry: current },
      ];
      const steps = sides.slice(1).map((to, i) => step(sides[i].side, to.side, sides[i].entry, to.entry));
      return [{ id, title: current.model.title, href: changelogHref(id), steps: steps.reverse() }];
    });
}

/** "Changed since 3.2": for one reference, its newest cut version and each changed operation's entries. */
export interface ChangedSince {
  label: string;
  /** The changelog page. */
  href: string;
  /** Operation anchor (its id in today's reference) → the link to its changes. */
  operations: Record<string, string>;
}

/** The marks of today's reference from its changelog's newest step (undefined without one). */
export function changedSince(changelog: ApiChangelog | undefined, current: ApiEntry): ChangedSince | undefined {
  const newest = changelog?.steps[0];
  if (!newest || newest.to.version !== undefined) return undefined;
  const ids = new Map(
    current.model.tags.flatMap((tag) => tag.operations.map((op) => [`${op.method} ${op.path}`, op.id] as const)),
  );
  const operations: Record<string, string> = {};
  for (const group of newest.groups) {
    const id = group.operation && ids.get(`${group.operation.method} ${group.operation.path}`);
    if (id) operations[id] = `${changelog.href}#${group.anchor}`;
  }
  return { label: newest.from.label, href: changelog.href, operations };
}

/** The cut versions of a site, oldest first (the configuration lists them in the order they were cut). */
export const cutVersions = (site: Site) =>
  site.versions.filter((v) => v.cut).map((v) => ({ name: v.name, label: v.label }));

const changelogsView = derivedView<Promise<ApiChangelog[]>>('api-changelogs');

/** The site's changelogs, compared once per content graph (none, and no comparison, without cut versions). */
export function siteChangelogs(site: Site): Promise<ApiChangelog[]> {
  return site.derive(changelogsView, async () => {
    const versions = cutVersions(site);
    if (versions.length === 0) return [];
    return buildChangelogs(await site.graph.apis(), versions);
  });
}

/** The changelog of reference `id`, if it has one. */
export async function findChangelog(site: Site, id: string): Promise<ApiChangelog | undefined> {
  if (site.graph.versions.length === 0) return undefined;
  return (await siteChangelogs(site)).find((changelog) => changelog.id === id);
}

/** The "Changed since" marks of today's reference `id` (undefined without cut versions pinning it). */
export async function siteChangedSince(site: Site, entry: ApiEntry): Promise<ChangedSince | undefined> {
  if (site.graph.versions.length === 0 || entry.spec.version !== undefined) return undefined;
  return changedSince(await findChangelog(site, entry.spec.id), entry);
}

/** What the prebuilt HTML of a reference was rendered from beside its document: its marks ('' without). */
export const marksFingerprint = (changed: ChangedSince | undefined) => (changed ? JSON.stringify(changed) : '');

/**
 * The prebuilt pages of a reference (lib/openapi/prebuilt.ts) in `locale` (none: the default
 * locale's): its marks, and in another locale that locale's strings and how the document's text is
 * marked, so a translated catalogue renders them again.
 */
export function prebuiltSpec<S extends PrebuiltSpec>(
  spec: S,
  changed: ChangedSince | undefined,
  locale?: string,
): S & { extra: string; locale?: string } {
  const marks = marksFingerprint(changed);
  if (locale === undefined) return { ...spec, extra: marks };
  const words = JSON.stringify([uiStrings(locale), defaultLocaleText(siteLocales(siteConfig.i18n), locale)]);
  return { ...spec, extra: `${marks}\0${locale}\0${words}`, locale };
}
