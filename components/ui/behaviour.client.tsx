'use client';

import { useEffect } from 'react';
import type { Behaviour as Loaded } from '@/lib/browser/behaviour';

/**
 * Each behaviour in a chunk of its own, fetched after hydration by the pages whose markup asks for
 * it: this leaf is all a page's first load carries for them (a client component a route imports
 * lands in every page of the route, whether the page renders it or not).
 */
const behaviours = {
  accordions: () => import('@/lib/browser/accordion-behaviour').then((m) => m.accordions),
  copy: () => import('@/lib/browser/copy-behaviour').then((m) => m.copyButtons),
  diagrams: () => import('@/lib/browser/diagram-behaviour').then((m) => m.diagrams),
  tabs: () => import('@/lib/browser/tabs-behaviour').then((m) => m.tabs),
} satisfies Record<string, () => Promise<Loaded>>;

export type BehaviourName = keyof typeof behaviours;

/** Gives the server-rendered markup around it its behaviour; renders nothing. */
export function Behaviour({ name }: { name: BehaviourName }) {
  useEffect(() => {
    let release: (() => void) | undefined;
    let mounted = true;
    behaviours[name]().then(
      (behaviour) => {
        if (mounted) release = behaviour.attach();
      },
      () => {
        // The chunk failed to load (offline): the markup still reads as it does without JavaScript.
      },
    );
    return () => {
      mounted = false;
      release?.();
    };
  }, [name]);
  return null;
}
