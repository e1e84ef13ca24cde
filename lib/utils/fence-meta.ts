/** A code block's meta as key/value pairs (`title="x" operation=upsertProfile skip-check="why"`). */
export function parseMeta(meta: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of (meta ?? '').matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    out.set(m[1], m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}
