/**
 * The crash page's and the error box's English texts (part of the catalogue, english.ts): the
 * English the crash page falls back to outside the root layout, so the only strings every page's
 * JavaScript carries.
 */
export const crashStrings = {
  'crash.title': 'This page crashed.',
  'crash.tryAgain': 'Try again',
  'crash.cause': 'Cause: ',
  'crash.reference': 'Error reference: {digest}',
  'error.retry': 'Retry',
} as const;
