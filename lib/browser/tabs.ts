/**
 * Keyboard of a tab list, as the WAI-ARIA tabs pattern has it (horizontal, automatic activation):
 * ArrowRight and ArrowLeft move to the next and previous tab, wrapping around; Home and End to the
 * first and last. Shared by the MDX `<Tabs>` (React) and the API reference's sample tabs
 * (server-rendered HTML the page enhancer drives), so both answer the same keys.
 */

/** The index of the tab a key moves to from `current`, or undefined when the key is not the tabs'. */
export function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
