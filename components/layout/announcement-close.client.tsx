'use client';

import { localStore, storageKeys } from '@/lib/storage/storage';

/** Dismisses the announcement bar and remembers it for this announcement id. */
export function AnnouncementClose() {
  function dismiss() {
    localStore.set(storageKeys.announcementDismissed, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  }
  return (
    <button type="button" className="announcement-close icon-button" aria-label="Close announcement" onClick={dismiss}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
        />
      </svg>
    </button>
  );
}
