'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { localizedUrl } from '@/lib/config/locale-url.client';
import { GlobeIcon } from '../ui/icons';
import { Dropdown } from './dropdown.client';

/** Links to the current page in each locale (the default locale has no URL prefix). */
export function LocaleDropdown({
  locales,
  defaultLocale,
  current,
  labels,
  ariaLabel,
}: {
  locales: string[];
  defaultLocale: string;
  current: string;
  labels: Record<string, string>;
  /** The button's name, `{label}` the current language ("Language: {label}"), in the page's locale. */
  ariaLabel: string;
}) {
  const pathname = usePathname();
  // The root layout is every locale's: the page's locale is its path's first segment (lib/i18n).
  const first = pathname.split('/')[1] ?? '';
  const active = first !== defaultLocale && locales.includes(first) ? first : current;
  const [suffix, setSuffix] = useState({ search: '', hash: '' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the query and hash again after each navigation.
  useEffect(() => setSuffix({ search: window.location.search, hash: window.location.hash }), [pathname]);
  return (
    <Dropdown
      label={
        <>
          <GlobeIcon className="dropdown-icon" />
          {labels[active] ?? active}
        </>
      }
      ariaLabel={ariaLabel.replace('{label}', labels[active] ?? active)}
    >
      {locales.map((locale) => (
        <li key={locale}>
          <a
            className={locale === active ? 'dropdown-link active' : 'dropdown-link'}
            href={localizedUrl({ pathname, ...suffix, locale, defaultLocale, locales })}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === active ? 'true' : undefined}
          >
            {labels[locale] ?? locale}
          </a>
        </li>
      ))}
    </Dropdown>
  );
}
