import { Link } from '@/components/ui/link.client';
import type { FooterColumn, FooterLink } from '@/lib/config/schema';
import { siteConfig } from '@/lib/config/site';
import { SvgImage } from '../ui/svg-image';

function FooterAnchor({ link }: { link: FooterLink }) {
  return link.to ? (
    <Link href={link.to}>{link.label}</Link>
  ) : (
    <a href={link.href} rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

/** Link columns with titles, or a flat list with separators. */
function FooterLinks({ links }: { links: FooterColumn[] | FooterLink[] }) {
  if (links.length === 0) return null;
  if ('items' in links[0]) {
    return (
      <div className="footer-columns">
        {(links as FooterColumn[]).map((column) => (
          <div key={column.title} className="footer-column">
            <p className="footer-title">{column.title}</p>
            <ul>
              {column.items.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    );
  }
  return (
    <p className="footer-simple">
      {(links as FooterLink[]).map((link, i) => (
        <span key={link.label}>
          {i > 0 && <span className="footer-separator"> · </span>}
          <FooterAnchor link={link} />
        </span>
      ))}
    </p>
  );
}

/** The site footer: links, logo (light and dark variants) and the copyright line. */
export function SiteFooter() {
  const { footer } = siteConfig;
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        <FooterLinks links={footer.links} />
        {footer.logo && (
          <a href={footer.logo.href ?? '/'} className="footer-logo">
            <SvgImage
              src={footer.logo.src}
              alt={footer.logo.alt}
              width={footer.logo.width}
              height={footer.logo.height}
              className="logo-light"
            />
            <SvgImage
              src={footer.logo.srcDark ?? footer.logo.src}
              alt={footer.logo.alt}
              width={footer.logo.width}
              height={footer.logo.height}
              className="logo-dark"
            />
          </a>
        )}
        {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
      </div>
    </footer>
  );
}
