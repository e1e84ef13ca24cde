/** Motion constants and formulas shared by the shell's animations. */

/** Each frame of the back-to-top animation keeps this share of the remaining distance. */
const SCROLL_TO_TOP_FACTOR = 0.85;

/** The next scroll position of the back-to-top animation; snaps to 0 when close. */
export function nextScrollTop(current: number, factor = SCROLL_TO_TOP_FACTOR): number {
  const next = Math.floor(current * factor);
  return next < 1 ? 0 : next;
}

/**
 * How long a collapse animation of `height` pixels lasts (ms): taller content moves longer, but
 * sub-linearly (the Material motion formula). Zero when the reader prefers reduced motion.
 */
export function collapseDuration(height: number, reducedMotion = false): number {
  if (reducedMotion || height <= 0) return 0;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** Delay before the route progress bar shows: fast navigations never show it. */
export const PROGRESS_DELAY_MS = 200;

/** nprogress settings (its documented defaults, made explicit). */
export const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as const;
