/**
 * "Was this page helpful?" answers: one per page per tab (sessionStorage), sent as the analytics
 * event `page_feedback` (the comment's length only, never its text) and, when `feedback.endpoint`
 * is configured, as a JSON POST of the whole answer.
 */

export interface FeedbackAnswer {
  /** The page's path, such as `/docs/experience-sdk/intro`. */
  path: string;
  answer: 'yes' | 'no';
  /** What the reader wrote after No; empty otherwise. */
  comment: string;
}

/** How long the endpoint may take before the reader is told it could not be sent. */
const FEEDBACK_TIMEOUT_MS = 8000;

const key = (path: string) => `page-feedback:${path}`;

/** Whether this tab already answered for the page (storage that cannot be read counts as no). */
export function hasAnswered(path: string): boolean {
  try {
    return window.sessionStorage.getItem(key(path)) !== null;
  } catch {
    return false;
  }
}

/** Records the answer in the tab, then sends it; false when the endpoint failed (one console warning). */
export async function sendFeedback(answer: FeedbackAnswer, endpoint?: string): Promise<boolean> {
  try {
    window.sessionStorage.setItem(key(answer.path), answer.answer);
  } catch {
    // Storage off (private mode, quota): the answer is still sent.
  }
  window.gtag?.('event', 'page_feedback', {
    page_path: answer.path,
    answer: answer.answer,
    comment_length: answer.comment.length,
  });
  if (!endpoint) return true;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(answer),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(FEEDBACK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return true;
  } catch (error) {
    console.warn(`Page feedback could not be sent to ${endpoint}:`, error);
    return false;
  }
}
