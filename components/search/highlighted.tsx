import type { TextSegment } from '@/lib/search/highlight.client';

/** Text with its matched words in <mark>: built as elements, so index text can never inject HTML. */
export function Highlighted({ segments }: { segments: TextSegment[] }) {
  return <>{segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text))}</>;
}
