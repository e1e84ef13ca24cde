import { CHANGE_RULES } from '@/lib/openapi/change-rules';
import type { ApiChangelog, ChangelogStep, LinkedChange, OperationChanges } from '@/lib/site/changelog';
import { MethodBadge } from './method-badge';

/** A summary's `names` as code. */
function Summary({ text }: { text: string }) {
  return <>{text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}

const verdict = (c: LinkedChange) =>
  c.breaking ? 'Breaking' : c.action === 'deprecated' ? 'Deprecation' : 'Non-breaking';

function Change({ change }: { change: LinkedChange }) {
  const kind = change.breaking ? 'breaking' : change.action === 'deprecated' ? 'deprecation' : 'compatible';
  return (
    <li className={`change change-${kind}`}>
      <span className={`badge badge-${kind}`}>{verdict(change)}</span> <Summary text={change.summary} />
      <span className="change-rule">
        Rule <code>{change.rule}</code>
        {change.by === 'api-smart-diff' ? ' (api-smart-diff)' : ''}: {CHANGE_RULES[change.rule].text}
      </span>
    </li>
  );
}

/** Where an operation is documented in each version of the step. */
function OperationLinks({ group, step }: { group: OperationChanges; step: ChangelogStep }) {
  const side = (href: string | undefined, label: string, missing: string) =>
    href ? (
      <a href={href} aria-label={`${group.label} in ${label}`}>
        In {label}
      </a>
    ) : (
      <span>{missing}</span>
    );
  if (!group.operation) return null;
  return (
    <p className="changelog-links">
      {side(group.beforeHref, step.from.label, `Not in ${step.from.label}`)} ·{' '}
      {side(group.afterHref, step.to.label, `Not in ${step.to.label}`)}
    </p>
  );
}

function Step({ step, title }: { step: ChangelogStep; title: string }) {
  const reference = (specId: string) => `/api/${specId}`;
  return (
    <section className="changelog-step" aria-labelledby={step.anchor}>
      <h2 id={step.anchor}>
        {step.to.version === undefined ? `Since ${step.from.label}` : `${step.from.label} to ${step.to.label}`}
      </h2>
      <p>
        From the {title} of docs version <a href={reference(step.from.specId)}>{step.from.label}</a> to{' '}
        <a href={reference(step.to.specId)}>
          {step.to.version === undefined ? 'the current reference' : `version ${step.to.label}`}
        </a>
        :{' '}
        {step.total === 0
          ? 'no changes.'
          : `${step.total} change${step.total === 1 ? '' : 's'}, ${step.breaking ? `${step.breaking} breaking` : 'none breaking'}.`}
      </p>
      {step.groups.map((group) => (
        <section
          key={group.anchor}
          id={group.anchor}
          className="changelog-op"
          aria-labelledby={`${group.anchor}-title`}
        >
          <h3 id={`${group.anchor}-title`} className="changelog-op-title">
            {group.operation ? (
              <>
                <MethodBadge method={group.operation.method} /> <code>{group.operation.path}</code>
                {group.operation.operationId && <span className="changelog-op-id">{group.operation.operationId}</span>}
              </>
            ) : (
              group.label
            )}
          </h3>
          <OperationLinks group={group} step={step} />
          <ul className="changelog-changes">
            {group.changes.map((change, i) => (
              <Change key={i} change={change} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/**
 * A reference's changelog: per version step (newest first), each changed operation with its
 * changes, classified breaking or not with their rule, and links to the operation in both versions.
 * Server-rendered, no client code.
 */
export function ChangelogView({ changelog }: { changelog: ApiChangelog }) {
  const reference = `/api/${changelog.id}`;
  return (
    <div className="api-layout">
      <aside className="api-sidebar" aria-label="Changelog navigation">
        <nav className="api-nav" aria-label={`${changelog.title} changelog versions`}>
          <a className="api-nav-top" href={reference}>
            {changelog.title}
          </a>
          <p className="api-nav-tag">Changelog</p>
          <ul>
            {changelog.steps.map((step) => (
              <li key={step.anchor}>
                <a href={`#${step.anchor}`}>
                  <span>
                    {step.from.label} → {step.to.label}
                  </span>
                  <span className="api-nav-count">{step.breaking ? `${step.breaking} breaking` : ''}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main id="main" className="api-main api-changelog">
        <h1 className="api-page-title">{changelog.title} changelog</h1>
        <p>
          What changed in the <a href={reference}>{changelog.title}</a> between docs versions: operations, parameters,
          request and response fields, enum values, status codes and security requirements added, removed, changed or
          deprecated. Each change is marked breaking or not, with the rule that decided it.
        </p>
        {changelog.steps.map((step) => (
          <Step key={step.anchor} step={step} title={changelog.title} />
        ))}
      </main>
    </div>
  );
}
