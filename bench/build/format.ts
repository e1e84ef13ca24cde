/** How the build benchmark writes counts, durations, sizes and ratios. */
import type { BuildRun, Mark } from './run';

export const count = (value: number) => value.toLocaleString('en-US');
export const duration = (seconds: number | undefined) =>
  seconds === undefined ? '–' : seconds >= 120 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(1)} s`;
export const perPage = (seconds: number, pages: number) => `${((seconds * 1000) / pages).toFixed(0)} ms`;
export const bytes = (value: number | undefined) => {
  if (value === undefined) return '–';
  if (value >= 1024 ** 3) return `${(value / 1024 ** 3).toFixed(2)} GB`;
  if (value >= 1024 ** 2) return `${(value / 1024 ** 2).toFixed(1)} MB`;
  return `${(value / 1024).toFixed(1)} KB`;
};
export const between = (from: number | undefined, to: number | undefined) =>
  from === undefined || to === undefined ? undefined : to - from;
/** A phase of a build (between two marks), in seconds. */
export const phaseOf = (build: BuildRun, from: Mark | 'start', to: Mark | 'end') =>
  between(from === 'start' ? 0 : build.marks[from], to === 'end' ? build.seconds : build.marks[to]);
export const ratioText = (value: number | undefined) => (value === undefined ? '–' : `${(value * 100).toFixed(0)} %`);
