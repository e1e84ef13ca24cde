/** In the browser the prebuilt HTML is already in the page, or read from it (see ./node.ts). */
export function prebuiltHtml(_id: string, _slug: string): string | undefined {
  return undefined;
}
