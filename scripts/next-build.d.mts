/** Folders the compiled code reads at run time: only their file names are fingerprinted. */
export const RUNTIME_DATA: string[];
/** Files of those folders that the code imports, fingerprinted whole. */
export const COMPILED_DATA: Set<string>;
/** A sha256 of what Next compiles in `root`. */
export function compileFingerprint(root?: string, env?: Record<string, string | undefined>): string;
/** Why the last full build's compiled code cannot be reused, or undefined when it can. */
export function reuseRefusal(root: string, fingerprint: string): string | undefined;
/** Records a full build of `fingerprint`, with the build ID it wrote. */
export function recordFullBuild(root: string, fingerprint: string): void;
/** Forgets the last full build: the next `npm run build` compiles. */
export function forgetFullBuild(root: string): void;
/** Removes the last build's prerendered routes, leaving the compiled code; returns how many files went. */
export function removePrerendered(root: string): number;
/** `next build`, or its page generation alone; returns the exit status. */
export function build(root?: string, args?: string[]): number;
