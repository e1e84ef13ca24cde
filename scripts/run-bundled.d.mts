/** Where the bundles and their records live, relative to the project. */
export const CACHE_DIR: string;
/** The path of an up-to-date bundle of `entry` (relative to `root`), bundling it if needed. */
export function bundledScript(entry: string, root?: string): Promise<string>;
