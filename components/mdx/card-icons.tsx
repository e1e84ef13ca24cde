import type { ReactNode } from 'react';
import type { CARD_ICONS } from '@/lib/markdown/component-props';

type CardIconName = (typeof CARD_ICONS)[number];

// 24-unit outline drawings, stroked in currentColor.
const drawings: Record<CardIconName, ReactNode> = {
  book: <path d="M4 4.5A1.5 1.5 0 0 1 5.5 3H20v15H5.5A1.5 1.5 0 0 0 4 19.5zM4 19.5A1.5 1.5 0 0 0 5.5 21H20v-3" />,
  code: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  rocket: (
    <path d="M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2M9 15l-3-3a17 17 0 0 1 10-9c2 0 5 0 5 0s0 3 0 5a17 17 0 0 1-9 10zM9 12H4l2-4h5M12 15v5l4-2v-5" />
  ),
  puzzle: <path d="M4 8h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4h-4a2 2 0 1 0-4 0H4v-4a2 2 0 1 0 0-4z" />,
  key: <path d="M14.5 9.5a4 4 0 1 0-1.2 2.8L21 20M17 16l2-2M15 14l2-2" />,
  terminal: <path d="m4 17 6-5-6-5M12 19h8" />,
  user: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  zap: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
};

/** A card's icon (decorative: the title names the card). */
export function CardIcon({ name }: { name: CardIconName }) {
  return (
    <svg
      className="card-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {drawings[name]}
    </svg>
  );
}
