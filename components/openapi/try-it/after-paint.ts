import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first frame, then true: work the first
 * frame does not need (the first validation, reading sessionStorage) waits for it, so the form
 * shows without it. A timeout from an animation frame runs once that frame is painted.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
