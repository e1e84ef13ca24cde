import { storageKeys } from '@/lib/browser/storage';
import { commonMarkInlineToHtml } from '@/lib/markdown/to-html';
import { AnnouncementClose } from './announcement-close.client';

/**
 * Runs before paint: hides a bar the reader dismissed (same id) so it never flashes, and forgets an
 * old dismissal when the announcement id changed.
 */
export function announcementScript(id: string): string {
  const dismissKey = JSON.stringify(storageKeys.announcementDismissed);
  const idKey = JSON.stringify(storageKeys.announcementId);
  return (
    `try{var s=localStorage,i=${JSON.stringify(id)};if(s.getItem(${idKey})!==i){s.setItem(${idKey},i);` +
    `s.removeItem(${dismissKey})}if(s.getItem(${dismissKey})==='true')` +
    "document.documentElement.setAttribute('data-announcement-dismissed','true')}catch(e){}"
  );
}

/** The optional announcement bar above the navbar; its height is reserved by the server render. */
export function AnnouncementBar({
  id,
  content,
  closeable,
  backgroundColor,
  textColor,
  label,
  closeLabel,
}: {
  id: string;
  content: string;
  closeable: boolean;
  backgroundColor?: string;
  textColor?: string;
  /** The region's name ("Announcement") and the close button's, in the page's locale. */
  label: string;
  closeLabel: string;
}) {
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label={label}
      data-announcement-id={id}
      style={{ backgroundColor, color: textColor }}
    >
      {/* One line of Markdown from the configuration: links and code, raw HTML dropped. */}
      <p className="announcement-content" dangerouslySetInnerHTML={{ __html: commonMarkInlineToHtml(content) }} />
      {closeable && <AnnouncementClose label={closeLabel} />}
    </div>
  );
}
