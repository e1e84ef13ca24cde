'use client';

import { useCrashStrings } from './crash-strings.client';

/** Where part of a page failed to load: the error text and a Retry button. */
export function ErrorBox({ error, retry }: { error: unknown; retry: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  const t = useCrashStrings();
  return (
    <div className="error-box" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        {t['error.retry']}
      </button>
    </div>
  );
}
