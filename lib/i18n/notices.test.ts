import { describe, expect, it } from 'vitest';
import { localeNotices, noticeText } from './notices';

describe('noticeText', () => {
  it('takes a catalogue’s text by id, and the English default when it lacks one', () => {
    const fr = { 'i18n.fallback.notice': 'Cette page n’est pas encore traduite.' };
    expect(noticeText('i18n.fallback.notice', fr)).toBe('Cette page n’est pas encore traduite.');
    expect(noticeText('i18n.fallback.original', fr)).toBe(localeNotices['i18n.fallback.original']);
    expect(noticeText('i18n.fallback.notice')).toBe(localeNotices['i18n.fallback.notice']);
  });
});
