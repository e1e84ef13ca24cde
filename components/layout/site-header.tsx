import { siteConfig } from '@/lib/config/site';
import { pickStrings, uiStrings } from '@/lib/i18n/catalogue';
import type { ResolvedNavbarItem } from '@/lib/navigation/navbar';
import { searchIndexFileName, versionSearchIndexPath } from '@/lib/search/constants.client';
import { getContentVersion, getSite } from '@/lib/site/source';
import { CURRENT_VERSION, versionBasePath } from '@/lib/versions/layout';
import { SearchBox } from '../search/search-box.client';
import { ThemeToggle } from '../theme/theme-toggle.client';
import { Link } from '../ui/link.client';
import { SvgImage } from '../ui/svg-image';
import { HideOnScroll } from './hide-on-scroll.client';
import { LocaleDropdown } from './locale-dropdown.client';
import { MobileMenu } from './mobile-menu.client';
import { NavLink } from './nav-link.client';
import { VersionDropdown, type VersionOption } from './version-dropdown.client';

type LinkItem = Extract<ResolvedNavbarItem, { kind: 'link' }>;

const NAVBAR_ID = 'navbar';

/** The texts the search box and its panel show: only these reach the browser. */
const SEARCH_KEYS = [
  'search.placeholder',
  'search.label',
  'search.dialogTitle',
  'search.scope',
  'search.loading',
  'search.hint',
  'search.noResults',
  'search.resultCount.other',
  'search.resultCount.one',
  'search.resultsLabel',
  'search.clear',
  'search.submit',
  'search.cancel',
  'search.keys.move',
  'search.keys.open',
  'search.keys.close',
  'search.kind.doc',
  'search.kind.api',
  'search.kind.blog',
  'search.kind.page',
] as const;

/** The docs versions of the graph, each leading to its first page (the doc page says where else). */
function versionOptions(): VersionOption[] {
  const { docs } = siteConfig;
  return getSite().versionPages.map(({ name, label, first }) => ({
    name,
    label,
    href: first,
    ...(name === CURRENT_VERSION ? {} : { prefix: `/${versionBasePath(docs.routeBasePath, name)}` }),
  }));
}

/** One configured navbar item. */
function NavbarItemView({ item, locale }: { item: ResolvedNavbarItem; locale: string }) {
  const { i18n, docs } = siteConfig;
  switch (item.kind) {
    case 'link':
      return <NavbarLink item={item} />;
    case 'search':
      return <NavbarSearch locale={locale} />;
    case 'localeDropdown':
      return (
        <LocaleDropdown
          locales={i18n.locales}
          defaultLocale={i18n.defaultLocale}
          current={i18n.defaultLocale}
          labels={i18n.localeLabels}
          ariaLabel={uiStrings(locale)['navbar.language']}
        />
      );
    case 'docsVersionDropdown':
      return (
        <VersionDropdown
          pluginId={docs.pluginId}
          versions={versionOptions()}
          lastVersion={docs.lastVersion}
          docsBase={docs.routeBasePath}
          ariaLabel={uiStrings(locale)['navbar.docsVersion']}
        />
      );
  }
}

/**
 * The search box, reading the index of the docs plugin. In development the URL names the content
 * version, so after a change the open tab's next search loads the index again.
 */
function NavbarSearch({ locale }: { locale: string }) {
  const version = process.env.NODE_ENV === 'development' ? `?v=${getContentVersion()}` : '';
  const { pluginId, routeBasePath } = siteConfig.docs;
  // Each cut docs version's pages search its own index.
  const versions = [
    ...getSite().graph.versions.map((v) => ({
      prefix: `/${versionBasePath(routeBasePath, v.name)}`,
      label: v.label,
      url: `${versionSearchIndexPath(pluginId, v.name)}${version}`,
    })),
    // Each other locale's pages search its own index, served beside the versions' (lib/i18n).
    ...getSite().graph.locales.map(({ locale }) => ({
      prefix: locale.prefix,
      label: locale.label,
      url: `${versionSearchIndexPath(pluginId, locale.code)}${version}`,
    })),
  ];
  return (
    <SearchBox
      indexUrl={`/${searchIndexFileName(pluginId)}${version}`}
      versions={versions.length > 0 ? versions : undefined}
      locale={locale}
      strings={pickStrings(uiStrings(locale), SEARCH_KEYS)}
    />
  );
}

function NavbarLink({ item }: { item: LinkItem }) {
  if (item.external) {
    return (
      <a className="navbar-link" href={item.href} rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  return (
    <NavLink href={item.href} activePrefix={item.docsPrefix ?? item.href} label={item.label} versions={item.versions} />
  );
}

/**
 * The fixed top bar: logo and title, items left and right, search, colour mode; a hamburger on
 * phones. Its texts are the locale's (the default locale's when none is given).
 */
export function SiteHeader({
  items,
  locale = siteConfig.i18n.defaultLocale,
}: {
  items: ResolvedNavbarItem[];
  locale?: string;
}) {
  const { navbar, colorMode } = siteConfig;
  const t = uiStrings(locale);
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position === 'right');
  const hasSearchItem = items.some((i) => i.kind === 'search');
  const links = items.filter((i): i is LinkItem => i.kind === 'link');
  return (
    <header className="navbar" id={NAVBAR_ID}>
      {navbar.hideOnScroll && <HideOnScroll targetId={NAVBAR_ID} />}
      <nav className="navbar-inner" aria-label={t['navbar.label']}>
        <MobileMenu
          items={links}
          title={navbar.title}
          strings={pickStrings(t, [
            'navbar.toggle',
            'mobileMenu.close',
            'mobileMenu.back',
            'mobileMenu.label',
            'mobileMenu.sidebarLabel',
          ])}
          extra={
            <div className="mobile-menu-widgets">
              {items
                .filter((i) => i.kind === 'localeDropdown' || i.kind === 'docsVersionDropdown')
                .map((item, i) => (
                  <NavbarItemView key={i} item={item} locale={locale} />
                ))}
            </div>
          }
        />
        <Link href={navbar.logo?.href ?? '/'} className="navbar-brand">
          {navbar.logo && (
            <SvgImage
              src={navbar.logo.src}
              alt={navbar.logo.alt}
              width={navbar.logo.width ?? 32}
              height={navbar.logo.height ?? 32}
            />
          )}
          <span className="navbar-title">{navbar.title}</span>
        </Link>
        <div className="navbar-items navbar-left">
          {left.map((item, i) => (
            <NavbarItemView key={i} item={item} locale={locale} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <NavbarItemView key={i} item={item} locale={locale} />
          ))}
        </div>
        {!colorMode.disableSwitch && (
          <ThemeToggle strings={pickStrings(t, ['theme.toLight', 'theme.toDark', 'theme.switch'])} />
        )}
        {!hasSearchItem && <NavbarSearch locale={locale} />}
      </nav>
      <span id="navbar-end" hidden />
    </header>
  );
}
