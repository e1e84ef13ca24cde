import type { z } from 'zod';

/** An error in a content or configuration file, naming the file and the place in it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly details: string[],
    options?: { cause?: unknown },
  ) {
    super(`${file}:\n${details.map((d) => `  - ${d}`).join('\n')}`, options);
    this.name = 'ContentError';
  }
}

/** Renders a zod issue path as `navbar.items[2].position`. */
function formatIssuePath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

/** Turns zod issues into one readable line each: where, then what was expected. */
export function formatZodIssues(error: z.ZodError, prefix = ''): string[] {
  return error.issues.map((issue) => formatZodIssue(issue, prefix));
}

/** One zod issue as a readable line: where, then what was expected. */
export function formatZodIssue(issue: z.core.$ZodIssue, prefix = ''): string {
  const where = formatIssuePath(issue.path, prefix);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    return `${where}: unknown key ${keys} (check the spelling; allowed keys are listed in the schema)`;
  }
  return `${where}: ${issue.message}`;
}
