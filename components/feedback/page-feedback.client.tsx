'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { type FeedbackAnswer, hasAnswered, sendFeedback } from '@/lib/page-meta/feedback.client';

type Step = 'hidden' | 'ask' | 'comment' | 'sending' | 'sent' | 'failed';

const NOTES: Partial<Record<Step, string>> = {
  sent: 'Thank you for your feedback.',
  failed: 'Your feedback could not be sent. Thank you all the same.',
};

/**
 * "Was this page helpful?" at the end of a docs page: Yes, or No with an optional comment. Rendered
 * only in the browser (nothing without JavaScript); once answered, the tab shows the thanks.
 */
export function PageFeedback({ path, endpoint }: { path: string; endpoint?: string }) {
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
        Was this page helpful?
      </h2>
      {step === 'ask' && (
        <div className="page-feedback-answers">
          <button type="button" onClick={() => submit('yes')}>
            Yes
          </button>
          <button type="button" onClick={() => setStep('comment')}>
            No
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
          <label htmlFor={`${id}-c`}>What was missing or wrong? (optional)</label>
          <textarea
            id={`${id}-c`}
            ref={field}
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit">Send</button>
        </form>
      )}
      <p ref={note} role="status" tabIndex={-1} className="page-feedback-note">
        {NOTES[step] ?? ''}
      </p>
    </section>
  );
}
