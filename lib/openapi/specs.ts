import type { ApiReferenceConfig } from '../config/schema';

/**
 * The API references come from the `apis` list of content/site.config.json: adding one is a
 * document under openapi/ and an entry there (id, title, navLabel, file, mode).
 */
export type ApiSpec = ApiReferenceConfig & {
  /** A cut docs version's pinned copy (lib/versions): its id is `<version>/<id>`. */
  version?: string;
};

/** Looks up a reference by its route id. */
export function findApiSpec(specs: readonly ApiSpec[], id: string): ApiSpec | undefined {
  return specs.find((spec) => spec.id === id);
}
