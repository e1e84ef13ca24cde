import { useLayoutEffect } from 'react';
import { copyButtons } from '@/lib/browser/copy-behaviour';

/** The reference's copy buttons (samples, links, Markdown sections, MCP config): lib/browser/copy-behaviour.ts. */
export function useCopyButtons() {
  useLayoutEffect(() => copyButtons.attach(), []);
}
