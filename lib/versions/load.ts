import fs from 'node:fs';
import path from 'node:path';
import type { ParsedSiteConfig } from '../config/parse';
import { loadDocs, loadMetaFiles } from '../content/load';
import type { DocEntry, MetaEntry } from '../content/types';
import type { ApiSpec } from '../openapi/specs';
import { ContentError } from '../utils/errors';
import { duplicateKeys } from './duplicate-keys';
import {
  CURRENT_VERSION,
  pinnedApiId,
  unsafeVersionName,
  versionBasePath,
  versionDocsDir,
  versionOpenapiDir,
} from './layout';

/** A cut docs version as its files hold it (the current docs are the graph's own). */
export interface VersionSources {
  /** Its name in `docs.versions` and in its routes: `3.2`. */
  name: string;
  label: string;
  /** Whether its pages ask search engines not to index them (old versions do unless configured). */
  noIndex: boolean;
  /** Its docs, each with `version` set and its route under `/docs/<name>/`. */
  docs: DocEntry[];
  metas: MetaEntry[];
  /** The route ids of its pinned references (`3.2/content`), in the configuration's order. */
  apiIds: string[];
}

/** The cut versions of a configuration, and the references they pin (added to the graph's references). */
export interface LoadedVersions {
  versions: VersionSources[];
  pinned: ApiSpec[];
}

/** The names of `docs.versions` that are cut versions (all but "current"), in the file's order. */
const cutVersionNames = (config: ParsedSiteConfig) =>
  Object.keys(config.docs.versions).filter((name) => name !== CURRENT_VERSION);

/**
 * Checks the versions of the configuration against the files and reads each cut version's docs
 * and pinned references. `configText` is the configuration file as written (JSON keeps only the
 * last of duplicate keys, so duplicates are found in the text). Throws one ContentError naming
 * the configuration file and every bad key.
 */
export function loadVersions(
  root: string,
  config: ParsedSiteConfig,
  configFile: string,
  configText: string,
  includeDrafts: boolean,
): LoadedVersions {
  const errors = versionConfigErrors(root, config, configText);
  if (errors.length > 0) throw new ContentError(configFile, errors);
  const base = config.docs.routeBasePath;
  const versions: VersionSources[] = [];
  const pinned: ApiSpec[] = [];
  for (const name of cutVersionNames(config)) {
    const settings = config.docs.versions[name];
    const load = {
      root,
      includeDrafts,
      basePath: versionBasePath(base, name),
      docsDir: versionDocsDir(name),
      version: name,
    };
    const specs = pinnedSpecs(root, config, name, settings.label);
    pinned.push(...specs);
    versions.push({
      name,
      label: settings.label,
      noIndex: settings.noIndex ?? name !== config.docs.lastVersion,
      docs: loadDocs(load),
      metas: loadMetaFiles(load),
      apiIds: specs.map((spec) => spec.id),
    });
  }
  return { versions, pinned };
}

/** Every problem with `docs.versions`: unsafe or duplicate names, collisions, missing folders. */
function versionConfigErrors(root: string, config: ParsedSiteConfig, configText: string): string[] {
  const errors: string[] = [];
  for (const name of duplicateKeys(configText, ['docs', 'versions']))
    errors.push(`docs.versions: duplicate version name "${name}" (expected each version once)`);
  const docsFolder = path.join(/*turbopackIgnore: true*/ root, 'content/docs');
  for (const name of cutVersionNames(config)) {
    const at = `docs.versions["${name}"]`;
    const unsafe = unsafeVersionName(name);
    if (unsafe) {
      errors.push(`${at}: ${unsafe}`);
      continue;
    }
    if (fs.existsSync(path.join(docsFolder, name)) || fs.existsSync(path.join(docsFolder, `${name}.mdx`)))
      errors.push(
        `${at}: "${name}" collides with content/docs/${name}: /${config.docs.routeBasePath}/${name} ` +
          'would be both (expected a version name that is not a docs folder or page)',
      );
    if (config.apis.some((api) => api.id === name))
      errors.push(
        `${at}: "${name}" collides with the API reference id "${name}": /api/${name} would be both ` +
          '(expected a version name that is not an API id)',
      );
    if (!fs.existsSync(path.join(root, versionDocsDir(name))))
      errors.push(
        `${at}: no folder ${versionDocsDir(name)} ` +
          `(expected the snapshot \`npm run docs:version -- ${name}\` writes, or remove the version)`,
      );
  }
  return errors;
}

/** The references a version pinned: each document in its openapi folder named for a configured API id. */
function pinnedSpecs(root: string, config: ParsedSiteConfig, name: string, label: string): ApiSpec[] {
  const dir = versionOpenapiDir(name);
  const files = fs.existsSync(path.join(root, dir)) ? fs.readdirSync(path.join(root, dir)).sort() : [];
  return config.apis.flatMap((api) => {
    const file = files.find((f) => f.replace(/\.(ya?ml|json)$/, '') === api.id);
    if (!file) return [];
    return [
      {
        ...api,
        id: pinnedApiId(name, api.id),
        title: `${api.title} ${label}`,
        navLabel: `${api.navLabel} ${label}`,
        file: `${dir}/${file}`,
        version: name,
      },
    ];
  });
}
