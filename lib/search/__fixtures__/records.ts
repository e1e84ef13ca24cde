import type { SearchRecord } from '../types';

/** A docs record of the page /docs/a, at the heading `title`. */
export const record = (title: string, content: string): SearchRecord => ({
  kind: 'doc',
  url: `/docs/a#${title}`,
  page: '/docs/a',
  title,
  content,
  tags: [],
  parents: ['A'],
});

/** Two records, for the index cache's tests. */
export const RECORDS = [record('install', 'Install the segment SDK'), record('events', 'Listen for experience events')];
