import Link from 'next/link';
import type { ResolvedNavbarItem } from '@/lib/config/navbar';
import { siteConfig } from '@/lib/config/site';
import { NavLink } from './nav-link.client';
import { ThemeToggle } from '../theme/theme-toggle.client';

type LinkItem = Extract<ResolvedNavbarItem, { kind: 'link' }>;

/** One configured navbar item (links; widgets come with the shell). */
function NavbarItemView({ item }: { item: ResolvedNavbarItem }) {
  if (item.kind !== 'link') return null;
  return <NavbarLink item={item} />;
}

function NavbarLink({ item }: { item: LinkItem }) {
  if (item.external) {
    return (
      <a className="navbar-link" href={item.href} rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  return <NavLink href={item.href} activePrefix={item.docsPrefix ?? item.href} label={item.label} />;
}

/** The fixed top bar: logo, title, configured items left and right, colour-mode toggle. */
export function SiteHeader({ items }: { items: ResolvedNavbarItem[] }) {
  const { navbar, colorMode } = siteConfig;
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position === 'right');
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <Link href={navbar.logo?.href ?? '/'} className="navbar-brand">
          {navbar.logo && (
            // eslint-disable-next-line @next/next/no-img-element -- a tiny SVG; next/image adds nothing here
            <img src={navbar.logo.src} alt={navbar.logo.alt} width={navbar.logo.width ?? 32} height={navbar.logo.height ?? 32} />
          )}
          <span className="navbar-title">{navbar.title}</span>
        </Link>
        <div className="navbar-items navbar-left">
          {left.map((item, i) => (
            <NavbarItemView key={i} item={item} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <NavbarItemView key={i} item={item} />
          ))}
          {!colorMode.disableSwitch && <ThemeToggle />}
        </div>
      </nav>
    </header>
  );
}
