'use client';

import NextLink from 'next/link';
import { type ComponentProps, useState, useSyncExternalStore } from 'react';
import { type ConnectionInfo, linkPrefetch, shouldPrefetch } from '@/lib/browser/connection';

type Connection = ConnectionInfo & EventTarget;

function getConnection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

function subscribe(onChange: () => void) {
  const connection = getConnection();
  connection?.addEventListener('change', onChange);
  return () => connection?.removeEventListener('change', onChange);
}

/** Whether this connection should prefetch; true on the server (the default behaviour). */
function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shouldPrefetch(getConnection()),
    () => true,
  );
}

/**
 * next/link that prefetches its page when the reader shows intent (pointer over it, focus, touch;
 * see linkPrefetch), and never on 2g and Save-Data connections.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const allowed = usePrefetchAllowed();
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={linkPrefetch(allowed, intent, prefetch)}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
