import type { Metadata } from 'next';
import { Link } from '@/components/ui/link.client';
import { siteConfig } from '@/lib/config/site';
import { heroLinks, homeCards } from '@/lib/site/home';
import { metadataFor } from '@/lib/site/seo';
import '@/app/globals.css';

export const generateMetadata = (): Promise<Metadata> => metadataFor('/');

/** The home page: hero with a call to action, and one card per section. */
export default function Home() {
  return (
    <main id="main">
      <section className="hero">
        <div className="hero-inner">
          <h1 className="hero-title">{siteConfig.title}</h1>
          <p className="hero-tagline">{siteConfig.tagline}</p>
          <div className="hero-actions">
            {heroLinks.map((link) => (
              <Link
                key={link.href}
                className={`button button-lg ${link.primary ? 'button-primary' : 'button-secondary'}`}
                href={link.href}
              >
                {link.label}
              </Link>
            ))}
          </div>
        </div>
      </section>
      <section className="cards" aria-label="Sections">
        {homeCards.map((card) => (
          <Link key={card.href} href={card.href} className="card">
            <h2>{card.title}</h2>
            <p>{card.text}</p>
          </Link>
        ))}
      </section>
    </main>
  );
}
