'use client';

import { localStore, storageKeys } from '@/lib/browser/storage';
import { CloseIcon } from '../ui/icons';

/** Dismisses the announcement bar and remembers it for this announcement id. */
export function AnnouncementClose({ label }: { label: string }) {
  function dismiss() {
    localStore.set(storageKeys.announcementDismissed, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  }
  return (
    <button type="button" className="announcement-close icon-button" aria-label={label} onClick={dismiss}>
      <CloseIcon />
    </button>
  );
}
