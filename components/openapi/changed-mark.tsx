import { uiStrings } from '@/lib/i18n/catalogue';
import { fill } from '@/lib/i18n/format.client';
import { localeApiHref } from './locale-href';

/** "Changed since 3.2" beside an operation changed since the newest cut version: a link to its changelog entries. */
export function ChangedMark({ mark, locale }: { mark?: { label: string; href: string }; locale?: string }) {
  if (!mark) return null;
  return (
    <a className="badge badge-changed" href={localeApiHref(locale)(mark.href)}>
      {fill(uiStrings(locale)['api.op.changedSince'], { label: mark.label })}
    </a>
  );
}
