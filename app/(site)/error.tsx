'use client';

import { CrashFallback } from '@/components/errors/crash-fallback.client';
import '@/app/boundary-stylesheet';

/** A page that throws while rendering gets the crash fallback instead of a blank screen. */
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <CrashFallback {...props} />;
}
