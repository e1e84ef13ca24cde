'use client';

import { useEffect, useReducer, useRef } from 'react';
import { fill } from '@/lib/i18n/format.client';
import { consoleReducer, initialConsoleState } from '@/lib/try-it/console-state.client';
import { consoleView, followingSamples } from '@/lib/try-it/console-view.client';
import type { TryItModule } from '@/lib/try-it/issues.client';
import { useAfterFirstPaint } from './after-paint';
import { AuthFields } from './auth-fields';
import { BodyField } from './body-field';
import { ConsoleActions } from './console-actions';
import { copySample, useFormCheck, useKeptTokens, useSend } from './console-hooks';
import { useFollowingSamples } from './following-samples';
import { FormBodyFields } from './form-body-field';
import { ModeFieldset } from './mode-fieldset';
import { shownBodyExample } from './opening-example';
import { ParamsFieldset } from './param-field';
import { ResponseView } from './response-view';
import { ServerField } from './server-field';
import { type TryItStrings, TryItStringsProvider, useTryItStrings } from './strings';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trapFocus(event: React.KeyboardEvent<HTMLElement>) {
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      'button:not(:disabled), input:not(:disabled), select, textarea, [tabindex="0"], summary',
    ),
  ];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The console of one operation, given its module (public/try-it/<api>/<operation>.js, loaded with
 * this chunk by the page's enhancer) or the error that kept it from loading.
 */
export default function TryItConsole({
  mod,
  title,
  onClose,
  fullscreen,
  samples,
  strings: t,
}: {
  mod: unknown;
  title: string;
  onClose: () => void;
  fullscreen: boolean;
  /** The operation's samples column on the page: the form opens on the body example its switcher shows. */
  samples?: Element;
  /** The console's texts, in the page's locale. */
  strings: TryItStrings;
}) {
  const loaded = typeof mod === 'object' && mod !== null && 'operation' in mod ? (mod as TryItModule) : undefined;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // Beside the operation it is part of the page (a heading under the operation's); full screen on
  // a phone it is a modal dialog that keeps focus inside.
  const Heading = fullscreen ? 'h2' : 'h4';
  return (
    <TryItStringsProvider value={t}>
      <section
        className="try-it"
        aria-labelledby="try-it-title"
        {...(fullscreen ? { role: 'dialog', 'aria-modal': true } : {})}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          else if (fullscreen && e.key === 'Tab') trapFocus(e);
        }}
        data-try-it-ready={loaded ? '' : undefined}
      >
        <div className="try-it-head">
          <Heading id="try-it-title" ref={headingRef} tabIndex={-1}>
            {fill(t['tryIt.title'], { title })}
          </Heading>
          <button type="button" className="try-it-button" onClick={onClose}>
            {t['tryIt.close']}
          </button>
        </div>
        {loaded ? (
          <ConsoleForm mod={loaded} samples={samples} />
        ) : (
          <p role="alert">
            {fill(t['tryIt.loadFailed'], { reason: mod instanceof Error ? mod.message : 'not a Try it module' })}
          </p>
        )}
      </section>
    </TryItStringsProvider>
  );
}

/** The form: a reducer's state (lib/try-it/console-state.client.ts) over the console's leaves. */
function ConsoleForm({ mod, samples }: { mod: TryItModule; samples?: Element }) {
  const op = mod.operation;
  const [state, dispatch] = useReducer(consoleReducer, samples, (column) =>
    initialConsoleState(op, shownBodyExample(column, op.body?.mediaType)),
  );
  const painted = useAfterFirstPaint();
  useKeptTokens(op.api, painted, state, dispatch);
  const t = useTryItStrings();
  const check = useFormCheck(mod, state, painted, t);
  const view = consoleView(op, state, check);
  const { send, cancel } = useSend(mod, state, view, dispatch, t);
  useFollowingSamples(op.id, followingSamples(view), t);
  return (
    <form
      className="try-it-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      noValidate
    >
      <ModeFieldset mode={state.mode} dispatch={dispatch} />
      {state.mode === 'live' && <ServerField op={op} state={state} base={view.base} dispatch={dispatch} />}
      {op.parameters.length > 0 && (
        <ParamsFieldset params={op.parameters} values={state.values} issues={view.issues} dispatch={dispatch} />
      )}
      <AuthFields op={op} state={state} dispatch={dispatch} />
      {op.body?.form ? (
        <FormBodyFields
          body={{ ...op.body, form: op.body.form }}
          form={state.form}
          check={check}
          view={view}
          dispatch={dispatch}
        />
      ) : (
        op.body && <BodyField body={op.body} text={state.bodyText} check={check} view={view} dispatch={dispatch} />
      )}
      <ConsoleActions
        mode={state.mode}
        blocked={view.blocked}
        sending={view.sending}
        copied={state.copied}
        onCancel={cancel}
        onCopy={(kind) => void copySample(kind, view, state.reveal, dispatch, t)}
      />
      <pre
        className="code-block try-it-curl"
        data-try-it-curl=""
        role="group"
        aria-label={t['tryIt.curl']}
        tabIndex={0}
      >
        <code>{view.curl}</code>
      </pre>
      {state.response && <ResponseView state={state.response} />}
    </form>
  );
}
