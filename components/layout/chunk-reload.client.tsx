'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/browser/chunk-error';
import { sessionStore, storageKeys } from '@/lib/browser/storage';

/**
 * When a route's code fails to load, logs a warning and reloads the page once; a second failure
 * in the same session is left to the error boundary (no reload loop).
 */
export function ChunkReload() {
  useEffect(() => {
    const recover = (error: unknown) => {
      if (!isChunkLoadError(error)) return;
      const reloaded = sessionStore.get(storageKeys.chunkReloaded) === window.location.pathname;
      console.warn(`A part of this page failed to load${reloaded ? '' : '; reloading the page'}.`, error);
      if (reloaded) return;
      sessionStore.set(storageKeys.chunkReloaded, window.location.pathname);
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => recover(event.error);
    const onRejection = (event: PromiseRejectionEvent) => recover(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
