import { Link } from '@/components/ui/link.client';
import { siteConfig } from '@/lib/config/site';
import { homeCards } from '@/lib/site/home';

export const metadata = { title: { absolute: `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}` } };

/** The home page: hero with a call to action, and one card per section. */
export default function Home() {
  return (
    <main id="main">
      <section className="hero">
        <div className="hero-inner">
          <h1 className="hero-title">{siteConfig.title}</h1>
          <p className="hero-tagline">{siteConfig.tagline}</p>
          <Link className="button button-primary button-lg" href="/docs/experience-sdk/intro">
            Get started with the Experience SDK
          </Link>
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
