/** In the browser the prebuilt HTML is already in the page, or read from it (see ./node.ts). */
export function prebuiltHtml(_id: string): string | undefined {
  return undefined;
}
