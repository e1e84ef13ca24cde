export interface Panel {
  /** Tab label. */
  label: string;
  /** Groups that switch together (every request sample follows the chosen language). */
  key: string;
  code: string;
  html?: string;
}

/**
 * Tabbed code panels rendered on the server. Without JavaScript every panel shows under its label;
 * with it, the page enhancer turns them into tabs and remembers the chosen language.
 */
export function CodePanels({ title, group, panels }: { title: string; group: 'language' | 'status'; panels: Panel[] }) {
  if (panels.length === 0) return null;
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
          <button type="button" className="copy-button" data-copy="" aria-label={`Copy ${panel.label} code`}>
            Copy
          </button>
          {panel.html ? (
            <div className="code-block" dangerouslySetInnerHTML={{ __html: panel.html }} />
          ) : (
            <pre className="code-block">
              <code>{panel.code}</code>
            </pre>
          )}
        </div>
      ))}
    </div>
  );
}
