import type { ApiReference } from './types';

/** An operation as the search index reads it; the URL leads straight to its anchor. */
export interface OperationSearchRecord {
  operationId: string;
  title: string;
  method: string;
  path: string;
  tag: string;
  description: string;
  parameters: string[];
  url: string;
}

/** The operations of a reference as search records (title, method and path, tag, description, parameter names). */
export function operationSearchRecords(
  model: ApiReference,
  pageOf: (opId: string) => string = () => `/api/${model.id}`,
): OperationSearchRecord[] {
  return model.tags.flatMap((tag) =>
    tag.operations.map((op) => ({
      operationId: op.id,
      title: op.summary ?? `${op.method.toUpperCase()} ${op.path}`,
      method: op.method.toUpperCase(),
      path: op.path,
      tag: tag.name,
      description: op.description ?? '',
      parameters: [
        ...op.parameters.map((p) => p.name),
        ...(op.requestBody?.contents[0]?.schema?.kind === 'shape'
          ? (op.requestBody.contents[0].schema.properties ?? []).map((p) => p.name)
          : []),
      ],
      url: `${pageOf(op.id)}#${op.id}`,
    })),
  );
}
