/**
 * The one ambient preamble every sample sees (lib/twoslash/README.md): the values a fragment may
 * use without creating them, as the page around it has. Anything else a sample uses it imports,
 * or declares in hidden lines above `// ---cut---`.
 */
import type { Experience } from '@acme/experience-sdk';

/** The part of Segment's analytics.js the samples call. */
interface SegmentAnalytics {
  /** Records an event with its properties. */
  track(event: string, properties?: Record<string, unknown>, options?: Record<string, unknown>): void;
  /** Ties the visitor to your user id, with traits. */
  identify(userId: string, traits?: Record<string, unknown>): void;
}

declare global {
  /** The experience created with `createExperience` earlier on the page. */
  const experience: Experience;
  /** Segment's analytics.js, on a page that loads it. */
  const analytics: SegmentAnalytics;
  interface Window {
    /** Google Tag Manager's data layer, on a page that loads GTM (`window.dataLayer = window.dataLayer || []`). */
    dataLayer?: Record<string, unknown>[];
    /** Segment's analytics.js, on a page that loads it. */
    analytics?: SegmentAnalytics;
  }
}
