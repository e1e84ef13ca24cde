/** The command line of `npm run bench:build`: page counts, then flags. */
import type { Bundler } from '../docusaurus/config';

const DEFAULT_SIZES = [1000, 5000];

export interface Options {
  sizes: number[];
  keep: boolean;
  timeoutMinutes: number;
  /** Run on a busy host (host.ts refuses otherwise). */
  force: boolean;
  /**
   * Build the same site with Docusaurus at size 0 (bench/docusaurus.ts), clean and after a one-doc
   * edit: with Docusaurus Faster (the reference), webpack with --docusaurus-webpack, or not at all.
   */
  docusaurus: Bundler | false;
  /** Also build each size with one cut docs version, beside the single-version build (build/versioned.ts). */
  versioned: boolean;
  /** Also build each size from this commit, beside the working tree's build (build/baseline.ts). */
  baseline?: string;
  /** Also build each size without the samples' type check, beside the build with it (build/without-samples.ts). */
  withoutSamples: boolean;
}

export function parseOptions(argv: string[]): Options {
  const options: Options = {
    sizes: [],
    keep: false,
    force: false,
    timeoutMinutes: 45,
    docusaurus: 'faster',
    versioned: false,
    withoutSamples: false,
  };
  for (const arg of argv) {
    if (/^\d+$/.test(arg)) options.sizes.push(Number(arg));
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--no-docusaurus') options.docusaurus = false;
    else if (arg === '--docusaurus-webpack') options.docusaurus = 'webpack';
    else if (arg === '--force') options.force = true;
    else if (arg === '--versioned') options.versioned = true;
    else if (arg === '--without-samples') options.withoutSamples = true;
    else if (/^--baseline=\S+$/.test(arg)) options.baseline = arg.slice('--baseline='.length);
    else if (/^--timeout=\d+$/.test(arg)) options.timeoutMinutes = Number(arg.split('=')[1]);
    else
      throw new Error(
        `unknown argument ${arg}: expected page counts, --keep, --no-docusaurus, --docusaurus-webpack, --versioned, --baseline=REF, --without-samples, --force or --timeout=MINUTES`,
      );
  }
  if (options.sizes.length === 0) options.sizes = DEFAULT_SIZES;
  options.sizes = [...new Set(options.sizes)].sort((a, b) => a - b);
  return options;
}
