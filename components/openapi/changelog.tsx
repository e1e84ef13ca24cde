import { Template } from '@/components/i18n/template';
import { uiStrings } from '@/lib/i18n/catalogue';
import type { UiStrings } from '@/lib/i18n/english';
import { fill, plural } from '@/lib/i18n/format.client';
import { ruleTextKey } from '@/lib/openapi/change-rules';
import { type ChangeSummary, summaryText } from '@/lib/openapi/change-summary';
import type { ApiChangelog, ChangelogStep, LinkedChange, OperationChanges } from '@/lib/site/changelog';
import { localeApiHref } from './locale-href';
import { MethodBadge } from './method-badge';

/** A change's summary in the page's words (lib/openapi/change-summary.ts), its `names` as code. */
function Summary({ message, t }: { message: ChangeSummary; t: UiStrings }) {
  return summaryText(message, t)
    .split('`')
    .map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

const verdict = (c: LinkedChange, t: UiStrings) =>
  c.breaking
    ? t['api.changelog.breaking']
    : c.action === 'deprecated'
      ? t['api.changelog.deprecation']
      : t['api.changelog.nonBreaking'];

function Change({ change, t }: { change: LinkedChange; t: UiStrings }) {
  const kind = change.breaking ? 'breaking' : change.action === 'deprecated' ? 'deprecation' : 'compatible';
  return (
    <li className={`change change-${kind}`}>
      <span className={`badge badge-${kind}`}>{verdict(change, t)}</span> <Summary message={change.message} t={t} />
      <span className="change-rule">
        <Template text={t['api.changelog.rule']} values={{ rule: <code>{change.rule}</code> }} />
        {change.by === 'api-smart-diff' ? ' (api-smart-diff)' : ''}: {t[ruleTextKey(change.rule)]}
      </span>
    </li>
  );
}

/** Where an operation is documented in each version of the step. */
function OperationLinks({
  group,
  step,
  t,
  localize,
}: {
  group: OperationChanges;
  step: ChangelogStep;
  t: UiStrings;
  localize: (href: string) => string;
}) {
  const side = (href: string | undefined, label: string, missing: string) =>
    href ? (
      <a href={localize(href)} aria-label={fill(t['api.changelog.inLabel'], { operation: group.label, label })}>
        {fill(t['api.changelog.in'], { label })}
      </a>
    ) : (
      <span>{missing}</span>
    );
  if (!group.operation) return null;
  return (
    <p className="changelog-links">
      {side(group.beforeHref, step.from.label, fill(t['api.changelog.notIn'], { label: step.from.label }))} ·{' '}
      {side(group.afterHref, step.to.label, fill(t['api.changelog.notIn'], { label: step.to.label }))}
    </p>
  );
}

function Step({
  step,
  title,
  t,
  locale,
  localize,
}: {
  step: ChangelogStep;
  title: string;
  t: UiStrings;
  locale: string;
  localize: (href: string) => string;
}) {
  const reference = (specId: string) => localize(`/api/${specId}`);
  const breaking = step.breaking
    ? plural(t, 'api.changelog.breakingCount', step.breaking, locale)
    : t['api.changelog.noneBreaking'];
  return (
    <section className="changelog-step" aria-labelledby={step.anchor}>
      <h2 id={step.anchor}>
        {step.to.version === undefined
          ? fill(t['api.changelog.since'], { label: step.from.label })
          : fill(t['api.changelog.fromTo'], { from: step.from.label, to: step.to.label })}
      </h2>
      <p>
        <Template
          text={t['api.changelog.stepText']}
          values={{
            title,
            from: <a href={reference(step.from.specId)}>{step.from.label}</a>,
            to: (
              <a href={reference(step.to.specId)}>
                {step.to.version === undefined
                  ? t['api.changelog.current']
                  : fill(t['api.changelog.version'], { label: step.to.label })}
              </a>
            ),
            summary:
              step.total === 0
                ? t['api.changelog.noChanges']
                : plural(t, 'api.changelog.changes', step.total, locale, { breaking }),
          }}
        />
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
          <OperationLinks group={group} step={step} t={t} localize={localize} />
          <ul className="changelog-changes">
            {group.changes.map((change, i) => (
              <Change key={i} change={change} t={t} />
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
export function ChangelogView({ changelog, locale }: { changelog: ApiChangelog; locale?: string }) {
  const localize = localeApiHref(locale);
  const reference = localize(`/api/${changelog.id}`);
  const t = uiStrings(locale);
  const lang = locale ?? 'en';
  return (
    <div className="api-layout">
      <aside className="api-sidebar" aria-label={t['api.changelog.navigation']}>
        <nav className="api-nav" aria-label={fill(t['api.changelog.versions'], { title: changelog.title })}>
          <a className="api-nav-top" href={reference}>
            {changelog.title}
          </a>
          <p className="api-nav-tag">{t['api.changelog.tag']}</p>
          <ul>
            {changelog.steps.map((step) => (
              <li key={step.anchor}>
                <a href={`#${step.anchor}`}>
                  <span>
                    {step.from.label} → {step.to.label}
                  </span>
                  <span className="api-nav-count">
                    {step.breaking ? plural(t, 'api.changelog.breakingCount', step.breaking, lang) : ''}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main id="main" className="api-main api-changelog">
        <h1 className="api-page-title">{fill(t['api.changelog.title'], { title: changelog.title })}</h1>
        <p>
          <Template text={t['api.changelog.intro']} values={{ reference: <a href={reference}>{changelog.title}</a> }} />
        </p>
        {changelog.steps.map((step) => (
          <Step key={step.anchor} step={step} title={changelog.title} t={t} locale={lang} localize={localize} />
        ))}
      </main>
    </div>
  );
}
