import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH } from '@/lib/i18n/english';
import { ApiEnhancer } from './api-enhancer.client';
import { CodePanels, type Panel } from './code-panels';
import { EARLY_CLICKS_SCRIPT, replayEarlyClicks } from './enhancer/early-clicks';
import type { TryItStrings } from './try-it/strings';

const tryItStrings = ENGLISH as TryItStrings;

// The API reference's sample tabs are server-rendered HTML that the page enhancer drives with the
// same keyboard as the MDX tabs (lib/browser/tabs.ts).
const languages: Panel[] = [
  { label: 'cURL', key: 'curl', code: 'curl https://api.example.com' },
  { label: 'Node.js', key: 'node', code: 'fetch("https://api.example.com")' },
  { label: 'Python', key: 'python', code: 'requests.get("https://api.example.com")' },
];
const statuses: Panel[] = [
  { label: '200', key: '200', code: '{"ok":true}' },
  { label: '404', key: '404', code: '{"error":"not found"}' },
];

function renderReference() {
  render(
    <>
      <CodePanels title="Request (first operation)" group="language" panels={languages} />
      <CodePanels title="Response" group="status" panels={statuses} />
      <CodePanels title="Request (second operation)" group="language" panels={languages} />
      <ApiEnhancer tryItStrings={tryItStrings} />
    </>,
  );
  const tabsOf = (name: string) => within(screen.getByRole('tablist', { name })).getAllByRole('tab');
  return {
    first: tabsOf('Request (first operation)'),
    response: tabsOf('Response'),
    second: tabsOf('Request (second operation)'),
  };
}

/** The labels of the visible panels, and which tab of each list is selected and tabbable. */
function state(tabs: HTMLElement[]) {
  const group = tabs[0].closest('[data-tab-group]')!;
  return {
    selected: tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent),
    tabbable: tabs.filter((t) => t.tabIndex === 0).map((t) => t.textContent),
    visible: [...group.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
      .filter((p) => !p.hidden)
      .map((p) => p.dataset.label),
  };
}
const on = (label: string) => ({ selected: [label], tabbable: [label], visible: [label] });

afterEach(() => localStorage.clear());

describe('API sample tabs (ApiEnhancer over CodePanels)', () => {
  it('moves with the arrow keys, Home and End, wrapping, with focus and one tabbable tab', async () => {
    const user = userEvent.setup();
    const { response } = renderReference();
    expect(state(response)).toEqual(on('200'));
    response[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(state(response)).toEqual(on('404'));
    expect(document.activeElement).toBe(response[1]);
    await user.keyboard('{ArrowRight}');
    expect(state(response)).toEqual(on('200'));
    await user.keyboard('{ArrowLeft}');
    expect(state(response)).toEqual(on('404'));
    await user.keyboard('{Home}');
    expect(state(response)).toEqual(on('200'));
    expect(document.activeElement).toBe(response[0]);
    await user.keyboard('{End}');
    expect(state(response)).toEqual(on('404'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(state(response)).toEqual(on('404'));
  });

  it('switches every language group together and remembers the language, but not a status', async () => {
    const user = userEvent.setup();
    const { first, response, second } = renderReference();
    first[0].focus();
    await user.keyboard('{End}');
    expect(state(first)).toEqual(on('Python'));
    expect(state(second)).toEqual(on('Python'));
    expect(document.activeElement).toBe(first[2]);
    expect(localStorage.getItem('api-sample-language')).toBe('python');
    await user.click(response[1]);
    expect(state(response)).toEqual(on('404'));
    expect(state(first)).toEqual(on('Python'));
    expect(localStorage.getItem('api-sample-language')).toBe('python');
  });

  it('opens on the remembered language', () => {
    localStorage.setItem('api-sample-language', 'node');
    const { first, second, response } = renderReference();
    expect(state(first)).toEqual(on('Node.js'));
    expect(state(second)).toEqual(on('Node.js'));
    expect(state(response)).toEqual(on('200'));
  });
});

describe('example switchers (ApiEnhancer over CodePanels with examples)', () => {
  const example = (key: string, label: string) => ({ key, label, code: `{"${key}":true}` });
  const withExamples = (label: string, keys: Array<[string, string]>): Panel => ({
    label,
    key: label,
    code: '',
    examples: keys.map(([key, name]) => example(key, name)),
  });
  function renderExamples() {
    render(
      <>
        <CodePanels
          title="Request body"
          group="body"
          panels={[
            withExamples('application/json', [
              ['a', 'First'],
              ['b', 'Second'],
            ]),
          ]}
        />
        <CodePanels
          title="Response"
          group="status"
          panels={[
            withExamples('201', [
              ['a', 'First'],
              ['b', 'Second'],
              ['c', 'Third'],
            ]),
          ]}
        />
        <ApiEnhancer tryItStrings={tryItStrings} />
      </>,
    );
    const tabsOf = (name: string) => within(screen.getByRole('tablist', { name })).getAllByRole('tab');
    const shown = (name: string) =>
      [...screen.getByRole('tablist', { name }).parentElement!.querySelectorAll<HTMLElement>('[data-example-panel]')]
        .filter((p) => !p.hidden)
        .map((p) => p.dataset.examplePanel);
    return { body: tabsOf('Examples: application/json'), response: tabsOf('Examples: 201'), shown };
  }

  it('shows the first example, then the chosen one in every switcher that has it, kept for the page', async () => {
    const user = userEvent.setup();
    const { body, response, shown } = renderExamples();
    expect(shown('Examples: application/json')).toEqual(['a']);
    await user.click(body[1]);
    expect(shown('Examples: application/json')).toEqual(['b']);
    expect(shown('Examples: 201')).toEqual(['b']);
    expect(response[1].getAttribute('aria-selected')).toBe('true');
    expect(localStorage.getItem(`api-example:${window.location.pathname}`)).toBe('b');
    // A name only one switcher has leaves the others as they are.
    response[1].focus();
    await user.keyboard('{End}');
    expect(shown('Examples: 201')).toEqual(['c']);
    expect(document.activeElement).toBe(response[2]);
    expect(shown('Examples: application/json')).toEqual(['b']);
    // The language and status tabs are not touched by an example's choice.
    expect(localStorage.getItem('api-sample-language')).toBeNull();
  });

  it('opens on the example chosen on this page; a switcher without it shows its first', () => {
    localStorage.setItem(`api-example:${window.location.pathname}`, 'c');
    const { shown } = renderExamples();
    expect(shown('Examples: 201')).toEqual(['c']);
    expect(shown('Examples: application/json')).toEqual(['a']);
  });
});

describe('deep links (ApiEnhancer)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('survives a crafted fragment with malformed percent-encoding', async () => {
    window.history.replaceState(null, '', '/api/content#%E0%A4%A');
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      render(<ApiEnhancer tryItStrings={tryItStrings} />);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
  });

  it('opens the schema a malformed fragment names as it is', async () => {
    window.history.replaceState(null, '', '/api/content#%zz');
    const { container } = render(
      <details id="%zz">
        <summary>Schema</summary>
      </details>,
    );
    render(<ApiEnhancer tryItStrings={tryItStrings} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('details')?.open).toBe(true);
  });
});

/** A reference that shows when `expose`'s callback is called, as PrebuiltBody does once its fetch is in. */
function ShownLater({ expose }: { expose: (show: () => void) => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    expose(() => setReady(true));
  }, [expose]);
  if (!ready) return null;
  return (
    <>
      <CodePanels title="Request" group="language" panels={languages} />
      <ApiEnhancer tryItStrings={tryItStrings} />
    </>
  );
}

describe('a reference shown after a client-side navigation', () => {
  // There the reference's HTML comes from a fetch (PrebuiltBody): React commits it in a render of
  // normal priority, whose passive effects run in a later task. A click in between was lost; the
  // listeners are attached in the same commit.
  it('answers a click made as soon as the HTML is in the page', async () => {
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    let show: (() => void) | undefined;
    try {
      root.render(<ShownLater expose={(callback) => (show = callback)} />);
      await vi.waitFor(() => expect(show).toBeDefined());
      const selectedAfterClick = new Promise<(string | null)[]>((resolve) => {
        new MutationObserver((_, observer) => {
          const tabs = [...host.querySelectorAll<HTMLElement>('[role="tab"]')];
          if (!tabs.length) return;
          observer.disconnect();
          tabs[1].click();
          resolve(state(tabs).selected);
        }).observe(host, { childList: true, subtree: true });
      });
      // From a promise, as the fetched HTML is.
      await Promise.resolve().then(() => show?.());
      expect(await selectedAfterClick).toEqual(['Node.js']);
    } finally {
      root.unmount();
      host.remove();
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

describe('clicks before the page hydrates', () => {
  it('are recorded by the inline script and played again, in order, once the enhancer is in place', async () => {
    // The server's HTML, present before any React code runs: two groups of tabs.
    const { container, unmount } = render(
      <>
        <CodePanels title="Request" group="language" panels={languages} />
        <CodePanels title="Response" group="status" panels={statuses} />
      </>,
    );
    // biome-ignore lint/security/noGlobalEval: the page's own inline script, run as the browser runs it.
    globalThis.eval(EARLY_CLICKS_SCRIPT);
    const tabs = [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    tabs[2].click(); // Python, then the 404 response
    tabs[4].click();
    // Not yet answered: no listener but the script's.
    expect(tabs[2].getAttribute('aria-selected')).toBe('false');
    render(<ApiEnhancer tryItStrings={tryItStrings} />);
    expect(tabs[2].getAttribute('aria-selected')).toBe('true');
    expect(tabs[4].getAttribute('aria-selected')).toBe('true');
    // The record is gone and the script's listener with it: a later mount plays nothing again.
    expect('__acmeEarlyClicks' in window).toBe(false);
    unmount();
  });

  it('skips a control no longer in the page, and does nothing without a record', () => {
    const gone = document.body.appendChild(document.createElement('button'));
    gone.dataset.tryIt = '/try-it/x.js';
    // biome-ignore lint/security/noGlobalEval: the page's own inline script, run as the browser runs it.
    globalThis.eval(EARLY_CLICKS_SCRIPT);
    gone.click();
    gone.remove();
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    replayEarlyClicks();
    replayEarlyClicks();
    expect(clicked).not.toHaveBeenCalled();
  });
});
