'use client';

import { useState } from 'react';
import '@/app/globals.css';

/** Test-only page (not in production builds): crashes on demand with a chain of causes. */
export default function CrashTestPage() {
  const [crash, setCrash] = useState(false);
  if (crash) {
    const root = new Error('The profile store did not answer');
    throw new Error('Rendering the test page failed', {
      cause: new Error('Could not load the profile', { cause: root }),
    });
  }
  return (
    <main id="main" className="container standalone">
      <h1>Crash test</h1>
      <button type="button" onClick={() => setCrash(true)}>
        Crash
      </button>
    </main>
  );
}
