import type { MediaView } from './types';

/** One example as the page offers it in a switcher. */
export interface ExampleChoice {
  /** Stable within its group, safe in an attribute: the example's name made unique. */
  key: string;
  /** The tab's text: the summary when the document gives one, else the name. */
  label: string;
  /** Markdown shown above the value. */
  description?: string;
  value: unknown;
}

/** An example name as a key: letters, digits, `_`, `.` and `-` (others become `-`). */
const keyOf = (name: string) => name.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^-+|-+$/g, '') || 'example';

/**
 * The examples of a media type or parameter, in the document's order, each with a unique key and
 * a label: `example` (named `default` by the model) is "Example"; a named one is shown by its
 * summary, else by its name. Two names that make the same key get `-2`, `-3`…
 */
export function exampleChoices(examples: MediaView['examples']): ExampleChoice[] {
  const seen = new Map<string, number>();
  return examples.map((ex) => {
    const base = keyOf(ex.name);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const label = ex.summary ?? (ex.name === 'default' ? 'Example' : ex.name);
    return {
      key: count === 1 ? base : `${base}-${count}`,
      label,
      ...(ex.description ? { description: ex.description } : {}),
      value: ex.value,
    };
  });
}
