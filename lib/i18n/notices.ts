/**
 * The texts the locale machinery renders, by string id, with their English default. The interface
 * catalogue (content/i18n/<locale>/ui.json) translates them by the same ids; until a locale has
 * them, the English text shows.
 */
export const localeNotices = {
  'i18n.fallback.notice': 'This page is not translated yet. It is shown in English.',
  'i18n.fallback.original': 'Read the original page',
} as const;

export type LocaleNoticeId = keyof typeof localeNotices;

/** The text of a notice from a catalogue of strings (English when it lacks the id). */
export function noticeText(id: LocaleNoticeId, strings?: Readonly<Record<string, string>>): string {
  return strings?.[id] ?? localeNotices[id];
}
