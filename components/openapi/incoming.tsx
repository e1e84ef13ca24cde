import { Template } from '@/components/i18n/template';
import { uiStrings } from '@/lib/i18n/catalogue';
import type { OperationView } from '@/lib/openapi/types';
import { CodePanels } from './code-panels';
import { DocumentText, documentLang } from './document-text';

/**
 * Where a webhook or callback comes from, and the callbacks an operation registers: a callback is
 * sent to a URL given in its operation's request (the expression), a webhook to a URL set up with
 * the provider. A callback shares its operation's tag, so both are on the same page.
 */
export function IncomingLine({ op, locale }: { op: OperationView; locale?: string }) {
  const t = uiStrings(locale);
  const doc = documentLang(locale);
  if (op.callback)
    return (
      <p className="op-incoming">
        <Template
          text={t['api.incoming.callback']}
          values={{
            expression: <code>{op.callback.expression}</code>,
            operation: (
              <a href={`#${op.callback.operationId}`}>
                <DocumentText lang={doc}>{op.callback.operation}</DocumentText>
              </a>
            ),
          }}
        />
      </p>
    );
  if (op.webhook)
    return (
      <p className="op-incoming">
        <Template text={t['api.incoming.webhook']} values={{ path: <code>{op.path}</code> }} />
      </p>
    );
  if (!op.callbacks?.length) return null;
  return (
    <p className="op-incoming">
      {t['api.incoming.callbacks']}{' '}
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
export function PayloadPanels({ op, locale }: { op: OperationView; locale?: string }) {
  if (!op.payload) return null;
  const { label, code, html, generated } = op.payload;
  const t = uiStrings(locale);
  return (
    <CodePanels
      title={generated ? t['api.samples.generatedPayload'] : t['api.samples.payload']}
      group="status"
      panels={[{ label, key: label, code, html }]}
      locale={locale}
    />
  );
}
