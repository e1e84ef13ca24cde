'use client';

import { errorChain } from '@/lib/utils/error-chain.client';

/** Shown when a page crashes: what happened (the chain of causes) and a way to try again. */
export function CrashFallback({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const chain = errorChain(error);
  return (
    <main id="main" className="container standalone crash">
      <h1>This page crashed.</h1>
      <button type="button" className="button button-primary" onClick={reset}>
        Try again
      </button>
      <div className="error-chain" role="alert">
        {chain.map((message, i) => (
          <p key={i} className="error-message">
            {i > 0 && <span className="error-cause">Cause: </span>}
            {message}
          </p>
        ))}
        {error.digest && <p className="error-digest">Error reference: {error.digest}</p>}
      </div>
    </main>
  );
}
