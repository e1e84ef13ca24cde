/**
 * The named example of the request body that the operation's example switcher shows (its key), for
 * the body's media type: Try it opens on it. Read when the console opens, in the console's chunk,
 * from the samples column's own children (no search through the operation's content).
 */
export function shownBodyExample(samples: Element | undefined, mediaType: string | undefined): string | undefined {
  if (!samples || !mediaType) return undefined;
  const group = [...samples.children].find((el) => el.getAttribute('data-tab-group') === 'body');
  const panel = [...(group?.children ?? [])].find((el) => el.getAttribute('data-panel') === mediaType);
  return panel?.querySelector<HTMLElement>('[data-example][aria-selected="true"]')?.dataset.example;
}
