'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { localizedUrl } from '@/lib/i18n/locale-url';
import { Dropdown } from './dropdown.client';

/** Links to the current page in each locale (the default locale has no URL prefix). */
export function LocaleDropdown({
  locales,
  defaultLocale,
  current,
  labels,
}: {
  locales: string[];
  defaultLocale: string;
  current: string;
  labels: Record<string, string>;
}) {
  const pathname = usePathname();
  const [suffix, setSuffix] = useState({ search: '', hash: '' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the query and hash again after each navigation.
  useEffect(() => setSuffix({ search: window.location.search, hash: window.location.hash }), [pathname]);
  return (
    <Dropdown
      label={
        <>
          <GlobeIcon />
          {labels[current] ?? current}
        </>
      }
      ariaLabel={`Language: ${labels[current] ?? current}`}
    >
      {locales.map((locale) => (
        <li key={locale}>
          <a
            className={locale === current ? 'dropdown-link active' : 'dropdown-link'}
            href={localizedUrl({ pathname, ...suffix, locale, defaultLocale, locales })}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
          >
            {labels[locale] ?? locale}
          </a>
        </li>
      ))}
    </Dropdown>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="dropdown-icon">
      <path
        fill="currentColor"
        d={
          'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8z' +
          'M12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4z' +
          'M4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3z' +
          'm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8z' +
          'm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4z' +
          'm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4z' +
          'm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6z' +
          'm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4z'
        }
      />
    </svg>
  );
}
