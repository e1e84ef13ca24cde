import { Children, type ComponentProps, isValidElement } from 'react';
import { copyMessages } from '@/components/i18n/copy-messages';
import { uiStrings } from '@/lib/i18n/catalogue';
import { Behaviour } from '../ui/behaviour.client';

/**
 * Wraps the `<figure>` that rehype-pretty-code emits around highlighted code (with its optional
 * title) and adds a copy button; other figures pass through.
 */
export function Figure({
  locale,
  ...props
}: ComponentProps<'figure'> & { 'data-rehype-pretty-code-figure'?: string; locale?: string }) {
  if (!('data-rehype-pretty-code-figure' in props)) return <figure {...props} />;
  const { children, ...rest } = props;
  const t = uiStrings(locale);
  // A checked sample's <pre> (class `twoslash`) holds type popups: Escape closes them.
  const popups = Children.toArray(children).some(
    (child) => isValidElement<{ className?: string }>(child) && /\btwoslash\b/.test(child.props.className ?? ''),
  );
  return (
    <figure {...rest} className="code-block">
      {children}
      {/* Copied by lib/browser/copy-behaviour.ts (its chunk fetched after hydration); hidden without JavaScript. */}
      <button
        type="button"
        className="copy-button"
        data-copy-code
        aria-label={t['code.copyLabel']}
        {...copyMessages(locale)}
      >
        {t['code.copy']}
      </button>
      <Behaviour name="copy" />
      {popups && <Behaviour name="popups" />}
    </figure>
  );
}
