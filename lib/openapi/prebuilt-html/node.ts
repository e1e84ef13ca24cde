import { parsePrebuiltKey, readCheckedPrebuilt } from '../prebuilt';

/**
 * The prebuilt HTML of a reference, for the server render of components/openapi/prebuilt-body.client.tsx.
 * Resolved through the `#prebuilt-html` import (package.json "imports"): on the server it reads the
 * prebuilt file; in the browser bundle it is ./browser.ts, so neither the file system code nor the
 * HTML reaches the client. The body is rendered only once its page found the file fresh
 * (components/openapi/reference-page.tsx), so it does not check the fingerprint again. `key` is the
 * reference's id, or `<locale>:<id>` for a locale's pages (`prebuiltKey`).
 */
export function prebuiltHtml(key: string, slug: string): string | undefined {
  return readCheckedPrebuilt({ ...parsePrebuiltKey(key), slug });
}
