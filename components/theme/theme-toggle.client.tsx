'use client';

import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';

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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        {dark ? (
          <path
            fill="currentColor"
            d={
              'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1 3h-2l1-3zm0 20-1-3h2l-1 3z' +
              'M2 12l3-1v2l-3-1zm20 0-3 1v-2l3 1z' +
              'M4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8zM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4z' +
              'M19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4z'
            }
          />
        ) : (
          <path fill="currentColor" d="M9.4 3.3A9 9 0 1 0 20.7 14.6 7 7 0 0 1 9.4 3.3z" />
        )}
      </svg>
    </button>
  );
}
