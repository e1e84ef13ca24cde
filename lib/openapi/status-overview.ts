import { STATUS_CODES } from 'node:http';
import { splitDescription } from './description';
import type { ApiReference } from './types';

/** More meanings than this for one status read as the status's own name instead (200 on every read). */
const MAX_MEANINGS = 4;

/** One meaning of a status, and the operations that give it (by id and summary). */
interface StatusMeaning {
  text: string;
  operations: Array<{ id: string; summary: string }>;
}

/** One row of a reference's status table: the status and what it means across the operations. */
export interface StatusRow {
  status: string;
  /** Each distinct meaning, in the order the operations give them. */
  meanings: StatusMeaning[];
  /** Set when every operation gives the status the same meaning, or its own one (then `text` is the HTTP name). */
  shared: boolean;
}

/**
 * Every status the reference's operations answer, with what it means. A status every operation
 * describes alike (a shared response such as `429`) keeps that description's first sentence; one
 * that means a few things (a `404` for a profile, a segment or an attribute) lists each with the
 * operations that mean it; one that means something else for each operation (`200`) gets its
 * HTTP name, and each operation says the rest.
 */
export function statusOverview(model: ApiReference): StatusRow[] {
  const byStatus = new Map<string, StatusMeaning[]>();
  for (const tag of model.tags)
    for (const op of tag.operations)
      for (const response of op.responses) {
        const meanings = byStatus.get(response.status) ?? [];
        byStatus.set(response.status, meanings);
        const text = splitDescription(response.description).lead;
        if (!text) continue;
        const operation = { id: op.id, summary: op.summary ?? `${op.method.toUpperCase()} ${op.path}` };
        const same = meanings.find((m) => m.text === text);
        if (same) same.operations.push(operation);
        else meanings.push({ text, operations: [operation] });
      }
  return [...byStatus]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, meanings]) => {
      const name = STATUS_CODES[status];
      if (meanings.length > MAX_MEANINGS && name)
        return { status, meanings: [{ text: name, operations: [] }], shared: true };
      return { status, meanings, shared: meanings.length <= 1 };
    });
}
