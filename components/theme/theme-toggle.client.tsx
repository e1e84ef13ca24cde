'use client';

import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';
import type { UiStrings } from '@/lib/i18n/english';
import { ThemeIcon } from '../ui/icons';

/** Switches between light and dark; renders a stable placeholder until mounted to avoid a mismatch. Labels in the page's locale. */
export function ThemeToggle({
  strings: t,
}: {
  strings: Pick<UiStrings, 'theme.toLight' | 'theme.toDark' | 'theme.switch'>;
}) {
  const { resolvedTheme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = mounted && resolvedTheme === 'dark';
  const label = dark ? t['theme.toLight'] : t['theme.toDark'];
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={mounted ? label : t['theme.switch']}
      title={label}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <ThemeIcon dark={dark} />
    </button>
  );
}
