'use client';

/** Where part of a page failed to load: the error text and a Retry button. */
export function ErrorBox({ error, retry }: { error: unknown; retry: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="error-box" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
