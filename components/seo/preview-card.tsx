import type { CSSProperties } from 'react';

/** What a page's preview image says, and which way its locale reads. */
export interface PreviewCardProps {
  brand: string;
  /** "Acme Developer Docs · Docs". */
  heading: string;
  title: string;
  description?: string;
  host: string;
  direction: 'ltr' | 'rtl';
}

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/**
 * A right-to-left line's words in reading order, for satori, which lays a line's words out left to
 * right whatever `direction` says: each right-to-left word alone and each left-to-right run ("Acme
 * Developer Docs") kept whole, in its own order. The card lays them out from the right
 * (`row-reverse`). Within a word satori shapes and orders the letters itself (a word's closing
 * punctuation stays at its right: moving it makes satori reverse the letters). Pure.
 */
export function rtlRuns(text: string): string[] {
  const runs: Array<{ text: string; rtl: boolean }> = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const rtl = RTL_LETTER.test(word) || !LETTER.test(word);
    const last = runs.at(-1);
    if (!rtl && last && !last.rtl) last.text += ` ${word}`;
    else runs.push({ text: word, rtl });
  }
  return runs.map((run) => run.text);
}

/**
 * A page's preview (Open Graph) image, drawn by next/og (app/og/[...path]/route.tsx). On a
 * right-to-left locale the card is mirrored: `direction: rtl`, text aligned right, and each line's
 * words laid out from the right edge (`rtlRuns`). A left-to-right card gets no added style, so an
 * English card is the same element, and the same PNG and cache key, as before (preview-card.test.tsx).
 */
export function PreviewCard({ brand, heading, title, description, host, direction }: PreviewCardProps) {
  const rtl = direction === 'rtl';
  const mirror: CSSProperties = rtl ? { direction: 'rtl', textAlign: 'right', alignItems: 'flex-end' } : {};
  /** One text line of the card; mirrored, its words from the right, wrapping leftwards. */
  const line = (style: CSSProperties, text: string) =>
    rtl ? (
      <div
        style={{
          ...style,
          ...mirror,
          flexDirection: 'row-reverse',
          flexWrap: 'wrap',
          justifyContent: 'flex-start',
          columnGap: Math.round(Number(style.fontSize) * 0.28),
        }}
      >
        {rtlRuns(text).map((run, i) => (
          <span key={i}>{run}</span>
        ))}
      </div>
    ) : (
      <div style={style}>{text}</div>
    );
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: '#ffffff',
        borderTop: `24px solid ${brand}`,
        ...mirror,
      }}
    >
      {line({ display: 'flex', fontSize: 30, color: brand, fontWeight: 700 }, heading)}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24, ...mirror }}>
        {line(
          {
            display: 'flex',
            fontSize: title.length > 48 ? 60 : 76,
            fontWeight: 700,
            color: '#1c1e21',
            lineHeight: 1.1,
          },
          title,
        )}
        {description && line({ display: 'flex', fontSize: 30, color: '#525860', lineHeight: 1.35 }, description)}
      </div>
      {line({ display: 'flex', fontSize: 26, color: '#525860' }, host)}
    </div>
  );
}
