import type { FoundLink } from '../markdown/link-extract';
import { CURRENT_VERSION } from './layout';
import { versionOfRoute } from './map';

/** A cut version's doc and the links it holds. */
export interface VersionedSource {
  file: string;
  version: string;
  links: FoundLink[];
}

export interface VersionLinkContext {
  docsBase: string;
  /** Every cut version's name. */
  versions: readonly string[];
  /** The route ids of the site's own references (`content`); a version's pinned ones are `<version>/<id>`. */
  apiIds: readonly string[];
  /** Each cut version's pinned reference ids. */
  pinned: ReadonlyMap<string, readonly string[]>;
}

/**
 * The links of a cut version's docs that leave the version: to the docs of another version (the
 * current one included) or to a reference the version pinned, at its current path. Each error
 * names the file, line and column, and where the link should lead. A page that exists only in the
 * current docs cannot be reached from an old version this way.
 */
export function crossVersionLinkErrors(sources: VersionedSource[], context: VersionLinkContext): string[] {
  const errors: string[] = [];
  for (const source of sources) {
    for (const link of source.links) {
      const pathname = link.url.trim().split(/[?#]/, 1)[0];
      if (!pathname.startsWith('/')) continue;
      const where = `${source.file}:${link.line}:${link.column}`;
      const version = versionOfRoute(pathname, context.docsBase, context.versions);
      if (version !== undefined && version !== source.version) {
        const of = version === CURRENT_VERSION ? 'the current docs' : `version ${version}`;
        errors.push(
          `${where}: link to ${link.url} leads out of version ${source.version} to ${of} ` +
            `(expected a page of ${source.version}, under /${context.docsBase}/${source.version}/)`,
        );
        continue;
      }
      const api = /^\/api\/([^/.#?]+)/.exec(pathname)?.[1];
      if (
        api &&
        context.apiIds.includes(api) &&
        context.pinned.get(source.version)?.includes(`${source.version}/${api}`)
      )
        errors.push(
          `${where}: link to ${link.url} leads to the current ${api} reference ` +
            `(expected the one version ${source.version} pinned, /api/${source.version}/${api})`,
        );
    }
  }
  return errors;
}
