import { Link } from '@/components/ui/link.client';
import { noticeText } from '@/lib/i18n/notices';

/**
 * Above a page of a locale that is not translated yet: says so (in the locale's words when its
 * catalogue has them) and links to the original page. The page's own content is marked with the
 * default locale's `lang` by its container.
 */
export function FallbackNotice({
  original,
  strings,
}: {
  original: string;
  strings?: Readonly<Record<string, string>>;
}) {
  return (
    <div className="version-banner fallback-notice" role="note" data-fallback-notice>
      <p>
        {noticeText('i18n.fallback.notice', strings)}{' '}
        <Link href={original}>{noticeText('i18n.fallback.original', strings)}</Link>
      </p>
    </div>
  );
}
