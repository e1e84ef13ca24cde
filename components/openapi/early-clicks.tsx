import { earlyClicksScript } from './enhancer/early-clicks';

/**
 * Records clicks on the reference's controls until the enhancer is ready to answer them
 * (enhancer/early-clicks.ts). An inline script of about 250 bytes before the reference's body,
 * named by its hash in the page's CSP like every inline script. A client-side navigation adds it
 * without running it: the enhancer is already in place then.
 */
export function EarlyClicks() {
  return <script dangerouslySetInnerHTML={{ __html: earlyClicksScript() }} />;
}
