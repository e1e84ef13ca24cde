import type { ReactNode } from 'react';
import { copyMessages } from '@/components/i18n/copy-messages';
import { uiStrings } from '@/lib/i18n/catalogue';
import type { PageActionLinks } from '@/lib/mcp/page-actions';

interface PageActionsProps {
  links: PageActionLinks;
  /** The menu's accessible name: "Page actions", or an operation's "Actions for …". */
  label?: string;
  /** The page's locale: the menu's texts are in its language. */
  locale?: string;
  /** The operation whose section of the Markdown copy "Copy operation" takes. */
  section?: string;
  /** What the menu holds besides its list (a docs page: the copy buttons' behaviour, fetched on opening). */
  children?: ReactNode;
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * A copy button of the menu (lib/browser/copy-behaviour.ts copies, then says so on the button and
 * in the live region after it). Hidden without JavaScript, where the menu's links do the job.
 */
function CopyAction({
  label,
  markdown,
  section,
  text,
  locale,
}: {
  label: string;
  markdown?: string;
  section?: string;
  text?: string;
  locale?: string;
}) {
  return (
    <>
      <button
        type="button"
        className="page-action js-only"
        data-copy-markdown={markdown}
        data-copy-section={section}
        data-copy-text={text}
        {...copyMessages(locale)}
      >
        {label}
      </button>
      <span role="status" className="sr-only" />
    </>
  );
}

/**
 * The page actions (lib/browser/copy-behaviour.ts copies: a docs page passes
 * `<Behaviour name="copy" onOpen>`, which fetches it when the menu opens; a reference's enhancer
 * runs it): one disclosure (`<details>`, so it opens with Enter or Space and without
 * JavaScript) holding a list of links and buttons, reached with Tab. The links work without
 * JavaScript; the copy buttons need it and hide without it. A page without a Markdown copy (a draft,
 * a test route) shows no Markdown action.
 */
export function PageActions({ links, label, section, locale, children }: PageActionsProps) {
  const t = uiStrings(locale);
  const copyLabel = section ? t['pageActions.copyOperationMarkdown'] : t['pageActions.copyPageMarkdown'];
  return (
    <details className="page-actions">
      <summary className="page-action" aria-label={label ?? t['pageActions.label']}>
        {section ? t['pageActions.askAi'] : t['pageActions.copyPage']}
      </summary>
      <ul className="page-actions-menu">
        {links.markdown && (
          <>
            <li>
              <CopyAction label={copyLabel} markdown={links.markdown} section={section} locale={locale} />
            </li>
            <li>
              <a className="page-action" href={links.markdown} type="text/markdown">
                {t['pageActions.viewMarkdown']}
              </a>
            </li>
          </>
        )}
        <li>
          <a className="page-action" href={links.chatgpt} {...external}>
            {t['pageActions.chatgpt']}
          </a>
        </li>
        <li>
          <a className="page-action" href={links.claude} {...external}>
            {t['pageActions.claude']}
          </a>
        </li>
        <li>
          <a className="page-action" href={links.cursor}>
            {t['pageActions.cursor']}
          </a>
        </li>
        <li>
          <a className="page-action" href={links.vscode}>
            {t['pageActions.vscode']}
          </a>
        </li>
        <li>
          <CopyAction label={t['pageActions.mcpConfig']} text={links.mcpConfig} locale={locale} />
        </li>
      </ul>
      {children}
    </details>
  );
}
