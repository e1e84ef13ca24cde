/**
 * Which example an example switcher of a reference page shows (components/openapi/code-panels.tsx):
 * the one the reader chose on this page when the group has it, else its first (the one the server
 * rendered visible).
 */
export function shownExample(keys: readonly string[], chosen: string | null | undefined): string | undefined {
  return chosen && keys.includes(chosen) ? chosen : keys[0];
}
