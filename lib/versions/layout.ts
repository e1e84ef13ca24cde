/**
 * Where a cut docs version lives. `npm run docs:version -- 3.2` writes
 *
 *   content/versions/3.2/docs/…          the docs as they were, `_meta.json` included
 *   content/versions/3.2/openapi/<id>.*  the OpenAPI documents those docs link to (`/api/<id>`)
 *
 * and adds `"3.2": { "label": "3.2" }` to `docs.versions` in content/site.config.json.
 */

/** Every cut version's folder, from the project root. */
export const VERSIONS_DIR = 'content/versions';

/** The name the configuration gives the docs under content/docs (served at today's URLs). */
export const CURRENT_VERSION = 'current';

/** A cut version's docs folder, from the project root. */
export const versionDocsDir = (name: string) => `${VERSIONS_DIR}/${name}/docs`;

/** A cut version's pinned OpenAPI documents, from the project root. */
export const versionOpenapiDir = (name: string) => `${VERSIONS_DIR}/${name}/openapi`;

/** The route base of a cut version's docs: `docs/3.2`. */
export const versionBasePath = (docsBase: string, name: string) => `${docsBase}/${name}`;

/** The route id of a cut version's pinned reference: `3.2/content`, served at `/api/3.2/content`. */
export const pinnedApiId = (version: string, apiId: string) => `${version}/${apiId}`;

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/**
 * Why a version name cannot be a path segment of the site, or null when it can: letters, digits,
 * dots, dashes and underscores, starting with a letter or digit, at most 32 characters.
 */
export function unsafeVersionName(name: string): string | null {
  if (name === CURRENT_VERSION) return `"${CURRENT_VERSION}" names the docs under content/docs`;
  if (!SAFE_NAME.test(name) || name.includes('..'))
    return (
      `"${name}" is not a safe path segment ` +
      '(expected letters, digits, ".", "-" or "_", starting with a letter or digit, such as "3.2")'
    );
  return null;
}
