/**
 * The tokens a tab kept in sessionStorage, or undefined when the stored text is not what the
 * console writes (a JSON object of strings): `null`, a number, an array, broken JSON or a value
 * of another type, left by an older version, an extension or a reader, must not crash the console.
 */
export function readSavedTokens(text: string | null): Record<string, string> | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const tokens: Record<string, string> = {};
  for (const [key, token] of Object.entries(value)) {
    if (typeof token !== 'string') return undefined;
    tokens[key] = token;
  }
  return tokens;
}
