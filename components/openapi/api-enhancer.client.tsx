'use client';

import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { replayEarlyClicks } from './enhancer/early-clicks';
import { useCopyButtons } from './enhancer/use-copy-buttons';
import { useDeepLinks } from './enhancer/use-deep-links';
import { useExampleTabs } from './enhancer/use-example-tabs';
import { useNavHighlight } from './enhancer/use-nav-highlight';
import { useSampleTabs } from './enhancer/use-sample-tabs';
import { useTryIt } from './enhancer/use-try-it';
import { useTypePopups } from './enhancer/use-type-popups';
import type { TryItStrings } from './try-it/strings';

/**
 * The only client code of a reference page, one hook per behaviour (components/openapi/enhancer/):
 * tabs (language remembered), example switchers (choice kept per page), copy buttons, copy-link, deep links, the navigation highlight and closing type popups with Escape, by
 * event delegation over server-rendered HTML; and the "Try it" console, whose code loads on the
 * first open. The hooks that answer clicks attach their listeners in layout effects: after a
 * client-side navigation the fetched HTML is committed at normal priority, and a click between that
 * commit and its passive effects was lost. Clicks from before hydration are played again once they
 * are attached (enhancer/early-clicks.ts).
 */
export function ApiEnhancer({ tryItStrings }: { tryItStrings: TryItStrings }) {
  useSampleTabs();
  useExampleTabs();
  useCopyButtons();
  const tryIt = useTryIt(tryItStrings['tryIt.loadFailedButton']);
  useDeepLinks();
  useNavHighlight();
  useTypePopups();
  // After the hooks above: their layout effects run first, so the replayed clicks find listeners.
  useLayoutEffect(replayEarlyClicks, []);
  if (!tryIt.open) return null;
  const { Console, mod, title, fullscreen, samples, host } = tryIt.open;
  return createPortal(
    <Console
      mod={mod}
      title={title}
      fullscreen={fullscreen}
      samples={samples}
      onClose={tryIt.close}
      strings={tryItStrings}
    />,
    host,
  );
}
