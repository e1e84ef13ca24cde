import { getApiSpec } from '../../site/api-references';
import { readPrebuilt } from '../prebuilt';

/**
 * The prebuilt HTML of a reference, for the server render of components/openapi/prebuilt-body.client.tsx.
 * Resolved through the `#prebuilt-html` import (package.json "imports"): on the server it reads the
 * prebuilt file; in the browser bundle it is ./browser.ts, so neither the file system code nor the
 * HTML reaches the client.
 */
export function prebuiltHtml(id: string, slug: string): string | undefined {
  const spec = getApiSpec(id);
  return spec ? readPrebuilt(spec, slug) : undefined;
}
