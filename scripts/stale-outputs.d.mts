/** Deletes the stale generated files under `<root>/public`; returns their names. */
export function removeStaleOutputs(root?: string): string[];
