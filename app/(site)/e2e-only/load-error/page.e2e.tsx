'use client';

import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { LoadBoundary } from '@/components/errors/load-boundary.client';
import { Spinner } from '@/components/ui/spinner';
import '@/app/globals.css';

let attempts = 0;

/** A part whose code fails to load the first time and loads on retry (browser only). */
function loadPart(): ComponentType {
  return lazy(async () => {
    attempts += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (attempts === 1) throw new Error('Failed to load the search panel (network error)');
    return { default: () => <p>The part loaded.</p> };
  });
}

/** Test-only page (not in production builds): a lazily loaded part that fails once. */
export default function LoadErrorTestPage() {
  // Created after mounting: the build's prerender must not try (and fail) to load the part.
  const [Part, setPart] = useState<ComponentType | null>(null);
  useEffect(() => setPart(() => loadPart()), []);
  return (
    <main id="main" className="container standalone">
      <h1>Load error test</h1>
      <LoadBoundary onRetry={() => setPart(() => loadPart())}>
        <Suspense fallback={<Spinner label="Loading part…" />}>{Part && <Part />}</Suspense>
      </LoadBoundary>
    </main>
  );
}
