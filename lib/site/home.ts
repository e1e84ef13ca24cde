/** The cards on the home page: one per section of the portal. */
export const homeCards = [
  {
    title: 'Experiences',
    href: '/docs/experience-sdk/intro',
    text: 'Build interactive experiences in the browser: components, events, translations, user id and geo location.',
  },
  {
    title: 'Moments',
    href: '/docs/acme-moments/intro',
    text: 'Trigger the right experience at the right moment with the Moments agent.',
  },
  {
    title: 'Profiles',
    href: '/docs/acme-profiles/intro',
    text: 'Model customer profiles, upsert fields, merge identities and build segments.',
  },
  {
    title: 'Content API Reference',
    href: '/api/content',
    text: 'Search, filter, tag and publish user-generated content over HTTP.',
  },
  {
    title: 'Profiles API Reference',
    href: '/api/profiles',
    text: 'Every endpoint of the Profiles API: data model, profiles, identity and segments.',
  },
] as const;

/** The calls to action under the home page hero. */
export const heroLinks = [
  { label: 'Get started with the Experience SDK', href: '/docs/experience-sdk/intro', primary: true },
  { label: 'Read the blog', href: '/blog', primary: false },
] as const;
