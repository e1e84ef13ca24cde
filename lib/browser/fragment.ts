/**
 * The element id a URL fragment names, as the browser resolves it: percent-decoded as UTF-8, or
 * the fragment as it is when that fails (`#%E0%A4%A` is a link anyone can craft; a bare
 * decodeURIComponent throws on it, inside an effect that takes the page down).
 */
export function fragmentId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
