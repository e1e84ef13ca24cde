/** The search panel's module, loaded on demand: its own module, so the DOM tests can hold it back. */
export const loadPanel = () => import('./search-panel.client');

export type Panel = Awaited<ReturnType<typeof loadPanel>>['default'];
