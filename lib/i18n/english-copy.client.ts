/**
 * What a copy button says for 2 s after a click (part of the catalogue, english.ts): the copy
 * behaviour's own English (lib/browser/copy-behaviour.ts), used where the page gives none. A
 * locale's page gives its translation on the buttons (`data-copied`, `data-copy-failed`:
 * components/mdx/copy-messages.ts), so only these two strings ride with the behaviour's chunk.
 */
export const copyStrings = {
  'copy.copied': 'Copied',
  'copy.failed': 'Copy failed',
} as const;
