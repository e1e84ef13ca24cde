import { Link } from '@/components/ui/link.client';
import { heroLinks, homeCards } from '@/lib/site/home';

interface HomeProps {
  title: string;
  tagline: string;
  /** A locale's route prefix (`/fr`); the default locale has none. */
  prefix?: string;
  /** On a locale's home: the language of the texts it still shows in the default locale. */
  defaultLang?: string;
  /** Whether the hero's links keep the default locale's labels (the locale translated no title). */
  englishHero?: boolean;
}

/** The home page of any locale: hero with a call to action, and one card per section. */
export function Home({ title, tagline, prefix = '', defaultLang, englishHero = false }: HomeProps) {
  return (
    <main id="main">
      <section className="hero">
        <div className="hero-inner">
          <h1 className="hero-title">{title}</h1>
          <p className="hero-tagline">{tagline}</p>
          <div className="hero-actions">
            {heroLinks.map((link) => (
              <Link
                key={link.href}
                className={`button button-lg ${link.primary ? 'button-primary' : 'button-secondary'}`}
                href={`${prefix}${link.href}`}
                lang={englishHero ? defaultLang : undefined}
              >
                {link.label}
              </Link>
            ))}
          </div>
        </div>
      </section>
      <section className="cards" aria-label="Sections">
        {homeCards.map((card) => (
          <Link
            key={card.href}
            // The references have no locale routes: their cards keep the default locale's address.
            href={card.href.startsWith('/api/') ? card.href : `${prefix}${card.href}`}
            className="card"
            lang={defaultLang}
          >
            <h2>{card.title}</h2>
            <p>{card.text}</p>
          </Link>
        ))}
      </section>
    </main>
  );
}
