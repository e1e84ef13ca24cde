/**
 * The one ambient preamble every sample sees (lib/twoslash/README.md): the values a fragment may
 * use without creating them, as the page around it has. Anything else a sample uses it imports,
 * or declares in hidden lines above `// ---cut---`.
 */
import type { Experience } from '@acme/experience-sdk';

declare global {
  /** The experience created with `createExperience` earlier on the page. */
  const experience: Experience;
}
