'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { crashStrings } from '@/lib/i18n/english-crash.client';

/** The texts of the crash page and the error box, in the page's locale (lib/i18n). */
export type CrashStrings = Record<keyof typeof crashStrings, string>;

// English when no provider is above: global-error renders without the root layout that provides it.
const CrashStringsContext = createContext<CrashStrings>(crashStrings);

/** Gives the crash page and the error boxes below it the locale's texts (the root layout's Providers). */
export function CrashStringsProvider({ strings, children }: { strings: CrashStrings; children: ReactNode }) {
  return <CrashStringsContext value={strings}>{children}</CrashStringsContext>;
}

/** The crash and error texts of the page's locale (English outside the root layout). */
export const useCrashStrings = () => useContext(CrashStringsContext);
