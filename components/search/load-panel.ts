/** The search panel's code, loaded on demand: its own module, so the DOM tests can hold it back. */
export const loadPanel = () => import('./search-panel.client').then((module) => module.default);

export type Panel = Awaited<ReturnType<typeof loadPanel>>;
