import type { OperationView } from '@/lib/openapi/types';
import { CodePanels } from './code-panels';

/**
 * Where a webhook or callback comes from, and the callbacks an operation registers: a callback is
 * sent to a URL given in its operation's request (the expression), a webhook to a URL set up with
 * the provider. A callback shares its operation's tag, so both are on the same page.
 */
export function IncomingLine({ op }: { op: OperationView }) {
  if (op.callback)
    return (
      <p className="op-incoming">
        Sent by the API to <code>{op.callback.expression}</code> after{' '}
        <a href={`#${op.callback.operationId}`}>{op.callback.operation}</a>: your server receives this request.
      </p>
    );
  if (op.webhook)
    return (
      <p className="op-incoming">
        Sent by the API to the URL you registered for <code>{op.path}</code>: your server receives this request.
      </p>
    );
  if (!op.callbacks?.length) return null;
  return (
    <p className="op-incoming">
      Callbacks:{' '}
      {op.callbacks.map((c, i) => (
        <span key={c.id}>
          {i > 0 && ', '}
          <a href={`#${c.id}`}>{c.name}</a>
        </span>
      ))}
    </p>
  );
}

/** The payload a webhook or callback delivers, in the samples column where an operation's request is. */
export function PayloadPanels({ op }: { op: OperationView }) {
  if (!op.payload) return null;
  const { label, code, html, generated } = op.payload;
  return (
    <CodePanels
      title={generated ? 'Payload (generated from the schema)' : 'Payload'}
      group="status"
      panels={[{ label, key: label, code, html }]}
    />
  );
}
