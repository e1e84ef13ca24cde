/** The route of a reference's changelog page (a reference page slug cannot be `changelog`: lib/site/changelog.ts). */
export const changelogHref = (id: string) => `/api/${id}/changelog`;

/** The page segment of the changelog route. */
export const CHANGELOG_SLUG = 'changelog';
