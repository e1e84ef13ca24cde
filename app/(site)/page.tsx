import type { Metadata } from 'next';
import { Home } from '@/components/layout/home';
import { siteConfig } from '@/lib/config/site';
import { metadataFor } from '@/lib/site/seo';
import '@/app/globals.css';

export const generateMetadata = (): Promise<Metadata> => metadataFor('/');

/** The home page: hero with a call to action, and one card per section. */
export default function HomePage() {
  return <Home title={siteConfig.title} tagline={siteConfig.tagline} />;
}
