import { useEffect, useRef } from 'react';
import { type SampleNoteStrings, sampleNote } from '@/lib/try-it/console-view.client';

/**
 * The reference's request samples beside the console follow the form: each tab the console can
 * write (`samples`, by tab label) shows the request about to be sent, tokens masked; the other tabs
 * say they show the document's example. Closing the console puts the document's samples back.
 */
export function useFollowingSamples(operationId: string, samples: Record<string, string>, t: SampleNoteStrings) {
  const originals = useRef(new Map<HTMLElement, string>());
  const key = JSON.stringify(samples);
  useEffect(() => {
    // `key` stands for `samples` (made again on every render): the effect runs when their text changes.
    const current = JSON.parse(key) as Record<string, string>;
    const group = document
      .getElementById(operationId)
      ?.querySelector<HTMLElement>('.operation-samples [data-tab-group="language"]');
    const panels = [...(group?.querySelectorAll<HTMLElement>('[data-panel]') ?? [])];
    // The tabs the console writes, by their labels on this reference (its languages are configurable).
    const following = panels.flatMap(({ dataset: { label } }) =>
      label && current[label] !== undefined ? [label] : [],
    );
    const noteText = sampleNote(following, t, document.documentElement.lang || undefined);
    for (const panel of panels) {
      const block = panel.querySelector<HTMLElement>('.code-block');
      if (!block) continue;
      if (!originals.current.has(block)) originals.current.set(block, block.innerHTML);
      const code = current[panel.dataset.label ?? ''];
      if (code === undefined) {
        if (!panel.querySelector('[data-try-it-sample-note]')) {
          const note = document.createElement('p');
          note.className = 'try-it-muted';
          note.dataset.tryItSampleNote = '';
          note.textContent = noteText;
          block.before(note);
        }
        continue;
      }
      const pre = document.createElement('pre');
      pre.tabIndex = 0;
      pre.append(document.createElement('code'));
      pre.firstChild!.textContent = code;
      block.replaceChildren(pre);
      panel.dataset.tryItFollowing = '';
    }
  }, [operationId, key, t]);
  useEffect(() => {
    const kept = originals.current;
    return () => {
      for (const [block, html] of kept) {
        block.innerHTML = html;
        const panel = block.closest<HTMLElement>('[data-panel]');
        if (panel) delete panel.dataset.tryItFollowing;
        panel?.querySelector('[data-try-it-sample-note]')?.remove();
      }
      kept.clear();
    };
  }, []);
}
