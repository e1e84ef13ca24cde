'use client';

import { useEffect, useState } from 'react';

/**
 * A date as `<time>`: the server writes it as YYYY-MM-DD, readable without JavaScript; in the
 * browser it is shown in the page's `locale` format, the reader's own when none is given (after
 * hydration, so both renders agree).
 */
export function LocalDate({ dateTime, locale }: { dateTime: string; locale?: string }) {
  const [text, setText] = useState(dateTime.slice(0, 10));
  useEffect(() => {
    const date = new Date(dateTime);
    if (!Number.isNaN(date.getTime())) setText(new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date));
  }, [dateTime, locale]);
  return <time dateTime={dateTime}>{text}</time>;
}
