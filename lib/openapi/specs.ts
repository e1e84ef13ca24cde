/** The API references the portal publishes, by route id under /api. */
export const apiSpecs = [
  { id: 'content', title: 'Content API', navLabel: 'Content API Reference', file: 'openapi/content.yaml' },
  { id: 'profiles', title: 'Profiles API', navLabel: 'Profiles API Reference', file: 'openapi/profiles.yaml' },
] as const;

export type ApiSpec = (typeof apiSpecs)[number];

/** Looks up a spec by its route id. */
export function getApiSpec(id: string): ApiSpec | undefined {
  return apiSpecs.find((spec) => spec.id === id);
}
