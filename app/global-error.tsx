'use client';

import { ContentRefresh } from '@/components/dev/content-refresh.client';
import { CrashFallback } from '@/components/errors/crash-fallback.client';
// The site's stylesheet in development only; built pages load theirs (app/boundary-stylesheet.ts).
import '@/app/boundary-stylesheet';

/** Catches errors in the root layout itself, so it renders its own document. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <CrashFallback {...props} />
        {/* In development, fixing the content file that broke the page reloads it. */}
        {process.env.NODE_ENV === 'development' && <ContentRefresh />}
      </body>
    </html>
  );
}
