import { copyMessages } from '@/components/i18n/copy-messages';
import { uiStrings } from '@/lib/i18n/catalogue';
import type { UiStrings } from '@/lib/i18n/english';
import { fill } from '@/lib/i18n/format.client';
import { type DocumentLang, DocumentText, documentLang } from './document-text';
import { Markdown } from './markdown';

/** One example of a panel with several (a body's or a response's named examples). */
interface PanelExample {
  /** Unique in its panel; the same name in another group on the page switches with it. */
  key: string;
  label: string;
  description?: string;
  code: string;
  html?: string;
}

export interface Panel {
  /** Tab label. */
  label: string;
  /** Groups that switch together (every request sample follows the chosen language). */
  key: string;
  code: string;
  html?: string;
  /** Two or more examples: the panel shows them behind an example switcher, the first one first. */
  examples?: PanelExample[];
}

/** The page's words for a panel: its labels (`t`), what a copy says (`copied`), how the document's text is marked (`doc`). */
interface Words {
  t: UiStrings;
  copied: ReturnType<typeof copyMessages>;
  doc: DocumentLang;
}

function CodeBlock({ label, code, html, words }: { label: string; code: string; html?: string; words: Words }) {
  const { t, copied } = words;
  return (
    <>
      <button
        type="button"
        className="copy-button"
        data-copy=""
        aria-label={fill(t['api.samples.copyLabel'], { label })}
        {...copied}
      >
        {t['api.samples.copy']}
      </button>
      {html ? (
        <div className="code-block" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <pre className="code-block">
          <code>{code}</code>
        </pre>
      )}
    </>
  );
}

/**
 * The examples of one panel: every one is in the HTML, each under its label without JavaScript
 * (as the panels are); with it, the page enhancer (enhancer/use-example-tabs.ts) makes them tabs
 * and keeps the choice for the page.
 */
function ExampleSwitch({ panel, examples, words }: { panel: Panel; examples: PanelExample[]; words: Words }) {
  const { t, doc } = words;
  return (
    <div className="example-switch" data-example-group="">
      <div
        role="tablist"
        aria-label={fill(t['api.samples.examples'], { label: panel.label })}
        className="code-panels-tabs example-tabs"
      >
        {examples.map((ex, i) => (
          <button
            key={ex.key}
            type="button"
            role="tab"
            data-example={ex.key}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
          >
            <DocumentText lang={doc}>{ex.label}</DocumentText>
          </button>
        ))}
      </div>
      {examples.map((ex, i) => (
        <div
          key={ex.key}
          role="tabpanel"
          data-example-panel={ex.key}
          data-label={`${panel.label}: ${ex.label}`}
          aria-label={`${panel.label}: ${ex.label}`}
          hidden={i !== 0}
          className="code-panel example-panel"
        >
          <Markdown text={ex.description} className="markdown example-description" lang={doc} />
          <CodeBlock label={`${panel.label} ${ex.label}`} code={ex.code} html={ex.html} words={words} />
        </div>
      ))}
    </div>
  );
}

/**
 * Tabbed code panels rendered on the server. Without JavaScript every panel shows under its label;
 * with it, the page enhancer turns them into tabs and remembers the chosen language.
 */
export function CodePanels({
  title,
  group,
  panels,
  locale,
}: {
  title: string;
  group: 'language' | 'status' | 'body';
  panels: Panel[];
  /** The page's locale: the copy buttons' and example switchers' labels are in its language. */
  locale?: string;
}) {
  if (panels.length === 0) return null;
  const words = { t: uiStrings(locale), copied: copyMessages(locale), doc: documentLang(locale) };
  return (
    <div className="code-panels" data-tab-group={group}>
      <div className="code-panels-header">
        <span className="code-panels-title">{title}</span>
        <div role="tablist" aria-label={title} className="code-panels-tabs">
          {panels.map((panel, i) => (
            <button
              key={panel.key}
              type="button"
              role="tab"
              data-tab={panel.key}
              aria-selected={i === 0}
              tabIndex={i === 0 ? 0 : -1}
            >
              {panel.label}
            </button>
          ))}
        </div>
      </div>
      {panels.map((panel, i) => (
        <div
          key={panel.key}
          role="tabpanel"
          data-panel={panel.key}
          data-label={panel.label}
          aria-label={panel.label}
          hidden={i !== 0}
          className="code-panel"
        >
          {panel.examples && panel.examples.length > 1 ? (
            <ExampleSwitch panel={panel} examples={panel.examples} words={words} />
          ) : (
            <CodeBlock label={panel.label} code={panel.code} html={panel.html} words={words} />
          )}
        </div>
      ))}
    </div>
  );
}
