import { EARLY_CLICKS_SCRIPT } from './enhancer/early-clicks';

/**
 * Records clicks on the reference's controls until the enhancer is ready to answer them
 * (enhancer/early-clicks.ts). An inline script of about 230 bytes before the reference's body,
 * named by its hash in the page's CSP like every inline script. A client-side navigation adds it
 * without running it: the enhancer is already in place then. Left out of `next dev`, where React
 * reports a script element it creates on the client as an error, and the dev overlay would show
 * that after a client-side navigation to a reference.
 */
export function EarlyClicks() {
  if (process.env.NODE_ENV === 'development') return null;
  return <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />;
}
