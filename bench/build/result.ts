/** One size of `npm run bench:build`: its builds, output and yardstick, and the pages it reads. */
import type { Bundler } from '../docusaurus/config';
import type { Output } from './output';
import type { BuildRun } from './run';
import type { Plan } from './synthetic-docs';

/** A real page present at every size: its size shows what the sidebar alone adds per page. */
export const REAL_PAGE = '/docs/experience-sdk/intro';
/** The doc edited before the rebuild (REAL_PAGE's source), and what is appended to it. */
export const EDITED_DOC = 'content/docs/experience-sdk/intro.mdx';
export const EDIT = 'This sentence was appended by the build benchmark to time a rebuild.';

export interface Result {
  size: number;
  /** What was built, when not the working tree (a --baseline column). */
  label?: string;
  plan: Plan;
  build: BuildRun;
  output?: Output;
  dir: string;
  /** The build after appending a sentence to EDITED_DOC, in the same folder (after a successful clean build). */
  rebuild?: BuildRun;
  /** Whether the rebuilt REAL_PAGE shows the appended sentence (a cache serving the old page would not). */
  rebuildShowsEdit?: boolean;
  /** Docusaurus's clean build of the same site (size 0) and its rebuild after a one-doc edit, or why there are none. */
  docusaurus?: { bundler: Bundler; seconds: number; rebuildSeconds?: number } | { bundler: Bundler; error: string };
  /** A clean `next build` of an empty page, right after Docusaurus's (build/next-floor.ts): the framework's floor. */
  nextFloor?: { seconds: number } | { error: string };
}

/** Rebuild time over clean build time, when both builds passed. */
export const rebuildRatio = (r: Result) =>
  r.build.ok && r.rebuild?.ok ? r.rebuild.seconds / r.build.seconds : undefined;
export const docusaurusSeconds = (r: Result) =>
  r.docusaurus && 'seconds' in r.docusaurus ? r.docusaurus.seconds : undefined;
export const docusaurusRebuildSeconds = (r: Result) =>
  r.docusaurus && 'seconds' in r.docusaurus ? r.docusaurus.rebuildSeconds : undefined;
export const floorSeconds = (r: Result) => (r.nextFloor && 'seconds' in r.nextFloor ? r.nextFloor.seconds : undefined);
