import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH } from '@/lib/i18n/english';
import type { ResponseState } from '@/lib/try-it/console-state.client';
import { ResponseView } from './response-view';
import { type TryItStrings, TryItStringsProvider } from './strings';

afterEach(cleanup);

const FRENCH = {
  ...ENGLISH,
  'tryIt.sending': 'Envoi…',
  'tryIt.fromExample': 'réponse d’exemple du document',
  'tryIt.elapsed': '{ms} ms',
  'tryIt.truncated': 'La réponse dépasse {max} Mo : seuls ses {max} premiers Mo sont affichés.',
  'tryIt.headers': 'En-têtes ({count})',
};

function show(state: ResponseState, strings: TryItStrings = ENGLISH) {
  return render(
    <TryItStringsProvider value={strings}>
      <ResponseView state={state} />
    </TryItStringsProvider>,
  );
}

const answer = {
  kind: 'response',
  status: 200,
  statusText: 'OK',
  headers: [['content-type', 'application/json']],
  body: '{"id":"p_1"}',
  ms: 1234,
} as ResponseState;

describe('the console’s response, in the page’s words', () => {
  it('writes the English it always wrote', () => {
    const { container } = show(answer);
    expect(container.querySelector('[role=status]')?.textContent).toBe('200 OK · 1234 ms');
    expect(screen.getByText('Headers (1)')).toBeTruthy();
    cleanup();
    show({ ...answer, mock: true, truncated: true } as ResponseState);
    expect(screen.getByRole('status').textContent).toBe('200 OK · example response from the document');
    expect(screen.getByText(/^The response is over \d+ MB: only its first \d+ MB are shown\.$/)).toBeTruthy();
    cleanup();
    show({ kind: 'sending' } as ResponseState);
    expect(screen.getByRole('status').textContent).toBe('Sending…');
  });

  it('writes the locale’s catalogue on a translated page', () => {
    show({ ...answer, mock: true, truncated: true } as ResponseState, FRENCH);
    expect(screen.getByRole('status').textContent).toBe('200 OK · réponse d’exemple du document');
    expect(screen.getByText('En-têtes (1)')).toBeTruthy();
    expect(screen.getByText(/^La réponse dépasse \d+ Mo/)).toBeTruthy();
    cleanup();
    show({ kind: 'sending' } as ResponseState, FRENCH);
    expect(screen.getByRole('status').textContent).toBe('Envoi…');
  });
});
