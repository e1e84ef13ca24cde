'use client';

import { CrashFallback } from '@/components/errors/crash-fallback.client';
// The site's stylesheet in development only; built pages load theirs (app/boundary-stylesheet.ts).
import '@/app/boundary-stylesheet';

/** A page that throws while rendering gets the crash fallback, in its locale's words (the shell's CrashStringsProvider). */
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <CrashFallback {...props} />;
}
