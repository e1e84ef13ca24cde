'use client';

import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { shouldPrefetch, type ConnectionInfo } from '@/lib/shell/connection';

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
  return useSyncExternalStore(subscribe, () => shouldPrefetch(getConnection()), () => true);
}

/** next/link that skips prefetching on 2g and Save-Data connections. */
export function Link(props: ComponentProps<typeof NextLink>) {
  const allowed = usePrefetchAllowed();
  return <NextLink {...props} prefetch={allowed ? props.prefetch : false} />;
}
