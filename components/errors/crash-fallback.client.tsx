'use client';

import { errorChain } from '@/lib/utils/error-chain.client';
import { useCrashStrings } from './crash-strings.client';

/** Shown when a page crashes: what happened (the chain of causes) and a way to try again. */
export function CrashFallback({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const chain = errorChain(error);
  // Its one placeholder filled in place: lib/i18n/format.client.ts would add 0.2 KB to every page.
  const t = useCrashStrings();
  return (
    <main id="main" className="container standalone crash">
      <h1>{t['crash.title']}</h1>
      <button type="button" className="button button-primary" onClick={reset}>
        {t['crash.tryAgain']}
      </button>
      <div className="error-chain" role="alert">
        {chain.map((message, i) => (
          <p key={i} className="error-message">
            {i > 0 && <span className="error-cause">{t['crash.cause']}</span>}
            {message}
          </p>
        ))}
        {error.digest && <p className="error-digest">{t['crash.reference'].replace('{digest}', error.digest)}</p>}
      </div>
    </main>
  );
}
