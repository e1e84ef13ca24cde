/**
 * Clicks on the reference's controls before the page has hydrated. The reference is static HTML
 * whose controls (Try it, the sample tabs, the example switchers) answer through document listeners
 * that the enhancer attaches once React has hydrated: on a large reference (a split page of
 * Stripe's is 168 KB of HTML) that is half a second or more after the buttons show, and a click in
 * between reached no listener. An inline script before the body (`EarlyClicks`) records such clicks
 * from the first paint; the enhancer, once its own listeners are attached, plays them again in order.
 * Copy buttons are left out: a replayed click has no user activation, so the clipboard would refuse it.
 */

/** The controls whose early clicks are kept. */
const EARLY_CLICK_TARGETS = '[data-try-it],[data-tab],[data-example]';

/** Where the inline script leaves its record on `window`. */
const RECORD = '__acmeEarlyClicks';

declare global {
  interface Window {
    [RECORD]?: {
      /** The controls clicked, in order. */
      clicked: Element[];
      /** Removes the script's listener. */
      stop: () => void;
    };
  }
}

/** The inline script: a capturing click listener that records the controls clicked. */
export const EARLY_CLICKS_SCRIPT =
  `(()=>{const c=[],h=e=>{const t=e.target.closest?.(${JSON.stringify(EARLY_CLICK_TARGETS)});if(t)c.push(t)};` +
  `addEventListener('click',h,true);window.${RECORD}={clicked:c,stop:()=>removeEventListener('click',h,true)}})()`;

/**
 * Ends the recording and clicks again, in order, each control clicked before the listeners were
 * attached and still in the page. Called once those listeners are attached; a later call (the
 * enhancer mounted again after a client-side navigation) finds no record.
 */
export function replayEarlyClicks(): void {
  const record = window[RECORD];
  if (!record) return;
  delete window[RECORD];
  record.stop();
  for (const control of record.clicked) if (control instanceof HTMLElement && control.isConnected) control.click();
}
