'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { UiStrings } from '@/lib/i18n/english';
import { type FeedbackAnswer, hasAnswered, sendFeedback } from '@/lib/page-meta/feedback.client';

type Step = 'hidden' | 'ask' | 'comment' | 'sending' | 'sent' | 'failed';

/** The question, the answers and the notes, in the page's locale. */
export type FeedbackStrings = Pick<
  UiStrings,
  | 'feedback.question'
  | 'feedback.yes'
  | 'feedback.no'
  | 'feedback.comment'
  | 'feedback.send'
  | 'feedback.sent'
  | 'feedback.failed'
>;

/**
 * "Was this page helpful?" at the end of a docs page: Yes, or No with an optional comment. Rendered
 * only in the browser (nothing without JavaScript), in a slot that keeps its place until then
 * (doc-page.tsx): the pager below must not move while the page hydrates. Once answered, the tab
 * shows the thanks.
 */
export function PageFeedback({
  path,
  endpoint,
  strings: t,
}: {
  path: string;
  endpoint?: string;
  strings: FeedbackStrings;
}) {
  const [step, setStep] = useState<Step>('hidden');
  const [comment, setComment] = useState('');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const note = useRef<HTMLParagraphElement>(null);

  useEffect(() => setStep(hasAnswered(path) ? 'sent' : 'ask'), [path]);
  useEffect(() => {
    if (step === 'comment') field.current?.focus();
  }, [step]);

  if (step === 'hidden') return null;

  const submit = async (answer: FeedbackAnswer['answer']) => {
    setStep('sending');
    // The buttons go away: the focus moves to the note that replaces them.
    note.current?.focus();
    const sent = await sendFeedback({ path, answer, comment: answer === 'no' ? comment.trim() : '' }, endpoint);
    setStep(sent ? 'sent' : 'failed');
  };

  return (
    <section className="page-feedback" aria-labelledby={`${id}-q`}>
      <h2 id={`${id}-q`} className="page-feedback-question">
        {t['feedback.question']}
      </h2>
      {step === 'ask' && (
        <div className="page-feedback-answers">
          <button type="button" onClick={() => submit('yes')}>
            {t['feedback.yes']}
          </button>
          <button type="button" onClick={() => setStep('comment')}>
            {t['feedback.no']}
          </button>
        </div>
      )}
      {step === 'comment' && (
        <form
          className="page-feedback-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit('no');
          }}
        >
          <label htmlFor={`${id}-c`}>{t['feedback.comment']}</label>
          <textarea
            id={`${id}-c`}
            ref={field}
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit">{t['feedback.send']}</button>
        </form>
      )}
      <p ref={note} role="status" tabIndex={-1} className="page-feedback-note">
        {step === 'sent' ? t['feedback.sent'] : step === 'failed' ? t['feedback.failed'] : ''}
      </p>
    </section>
  );
}
