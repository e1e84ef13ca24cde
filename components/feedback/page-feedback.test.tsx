import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH } from '@/lib/i18n/english';
import { type FeedbackStrings, PageFeedback } from './page-feedback.client';

const english = Object.fromEntries(
  Object.entries(ENGLISH).filter(([key]) => key.startsWith('feedback.')),
) as FeedbackStrings;

const ENDPOINT = 'https://feedback.example.com/answers';
const PATH = '/docs/experience-sdk/intro';

let fetchMock: ReturnType<typeof vi.fn>;
let gtag: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>;

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  gtag = vi.fn<(...args: unknown[]) => void>();
  window.gtag = gtag;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.gtag = undefined;
});

const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string);

describe('PageFeedback', () => {
  it('sends Yes to the analytics tag and the endpoint, once, and thanks the reader', async () => {
    const user = userEvent.setup();
    render(<PageFeedback path={PATH} endpoint={ENDPOINT} strings={english} />);
    expect(screen.getByRole('region', { name: 'Was this page helpful?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(gtag).toHaveBeenCalledWith('event', 'page_feedback', { page_path: PATH, answer: 'yes', comment_length: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(ENDPOINT);
    expect((fetchMock.mock.calls[0][1] as RequestInit).method).toBe('POST');
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ path: PATH, answer: 'yes', comment: '' });
  });

  it('asks for a comment after No, by keyboard, and sends its length to analytics, never its text', async () => {
    const user = userEvent.setup();
    render(<PageFeedback path={PATH} endpoint={ENDPOINT} strings={english} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('No');
    await user.keyboard('{Enter}');
    const field = screen.getByLabelText('What was missing or wrong? (optional)');
    expect(document.activeElement).toBe(field);
    await user.keyboard('No example for Vue');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy();
    expect(gtag).toHaveBeenCalledWith('event', 'page_feedback', { page_path: PATH, answer: 'no', comment_length: 18 });
    expect(JSON.stringify(gtag.mock.calls)).not.toContain('Vue');
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ path: PATH, answer: 'no', comment: 'No example for Vue' });
  });

  it('takes one answer per page per tab', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PageFeedback path={PATH} strings={english} />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    unmount();
    render(<PageFeedback path={PATH} strings={english} />);
    expect(screen.getByText('Thank you for your feedback.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it('says when the endpoint fails, with one console warning', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 500 }));
    render(<PageFeedback path={PATH} endpoint={ENDPOINT} strings={english} />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/could not be sent/)).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it('says when the endpoint does not answer in time', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          // The request hangs until its time-out signal fires (made to fire at once here).
          if (init.signal?.aborted) reject(init.signal.reason);
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => AbortSignal.abort(new Error('timeout')));
    render(<PageFeedback path={PATH} endpoint={ENDPOINT} strings={english} />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/could not be sent/)).toBeTruthy();
    expect(timeout).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('sends nothing anywhere without an endpoint but the analytics event', async () => {
    const user = userEvent.setup();
    render(<PageFeedback path={PATH} strings={english} />);
    await act(() => user.click(screen.getByRole('button', { name: 'Yes' })));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(english['feedback.sent'])).toBeTruthy();
  });

  it("asks, answers and thanks in the locale's texts it is given", async () => {
    const user = userEvent.setup();
    const french: FeedbackStrings = {
      'feedback.question': 'Cette page vous a-t-elle aidé ?',
      'feedback.yes': 'Oui',
      'feedback.no': 'Non',
      'feedback.comment': 'Que manquait-il ? (facultatif)',
      'feedback.send': 'Envoyer',
      'feedback.sent': 'Merci de votre avis.',
      'feedback.failed': "Votre avis n'a pas pu être envoyé.",
    };
    render(<PageFeedback path="/docs/fr-page" strings={french} />);
    expect(screen.getByRole('region', { name: 'Cette page vous a-t-elle aidé ?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Non' }));
    expect(screen.getByLabelText('Que manquait-il ? (facultatif)')).toBeTruthy();
    await act(() => user.click(screen.getByRole('button', { name: 'Envoyer' })));
    // No endpoint: only the analytics event is sent, and it cannot fail.
    expect(await screen.findByText('Merci de votre avis.')).toBeTruthy();
    expect(screen.queryByText("Votre avis n'a pas pu être envoyé.")).toBeNull();
  });
});
