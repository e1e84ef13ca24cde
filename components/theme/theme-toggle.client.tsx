'use client';

import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';
import { ThemeIcon } from '../ui/icons';

/** Switches between light and dark; renders a stable placeholder until mounted to avoid a mismatch. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = mounted && resolvedTheme === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={mounted ? label : 'Switch colour mode'}
      title={label}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <ThemeIcon dark={dark} />
    </button>
  );
}
