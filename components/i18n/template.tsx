import { Fragment, type ReactNode } from 'react';
import { templateParts } from '@/lib/i18n/format.client';

/**
 * A catalogue template with elements in its places (`{operation}` → a link): a translation may move
 * them. A place with no value stays as written, as `fill` leaves it.
 */
export function Template({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {templateParts(text).map((part, i) =>
        typeof part === 'string' ? part : <Fragment key={i}>{values[part.name] ?? `{${part.name}}`}</Fragment>,
      )}
    </>
  );
}
