/**
 * Who hears of a sample the check has not cached yet (./twoslash-render.ts). With a listener, such
 * a sample is not checked while highlighting: the listener hears of it, and the sample is
 * highlighted without types. The compile-ahead child (lib/site/compile-ahead.ts) then keeps no
 * output of that page, and compiles it again once the prebuild's check is done. Without one (the
 * default), the sample is checked then and there.
 *
 * A module of its own: the child sets it without loading the highlighter until a page arrives.
 */
let listener: (() => void) | undefined;

export function onUncheckedSample(next: (() => void) | undefined): void {
  listener = next;
}

export const uncheckedSampleListener = (): (() => void) | undefined => listener;
