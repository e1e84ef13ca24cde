/** Turns a content-relative file path into a doc id: `a/b.mdx` → `a/b`, `a/index.mdx` → `a`. */
export function filePathToId(relativePath: string): string {
  const withoutExt = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  return withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
}

/** The URL of a doc id under the docs base path. */
export function docIdToHref(id: string, basePath = 'docs'): string {
  return id ? `/${basePath}/${id}` : `/${basePath}`;
}

/** Removes a trailing slash (trailing slashes are off) except on the root. */
export function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
