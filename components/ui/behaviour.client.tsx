'use client';

import { useEffect, useRef } from 'react';
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
  popups: () => import('@/lib/browser/popup-behaviour').then((m) => m.typePopups),
  tabs: () => import('@/lib/browser/tabs-behaviour').then((m) => m.tabs),
} satisfies Record<string, () => Promise<Loaded>>;

export type BehaviourName = keyof typeof behaviours;

/**
 * Gives the server-rendered markup around it (its parent element) its behaviour, rendering only a
 * hidden marker. The behaviour is fetched after hydration, or with `onOpen`, inside a `<details>`
 * (a menu), when the menu first opens. A click on a button of that markup made before the
 * behaviour arrives is made again once it has (within the click's activation).
 */
export function Behaviour({ name, onOpen = false }: { name: BehaviourName; onOpen?: boolean }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let release: (() => void) | undefined;
    let mounted = true;
    let loading: Promise<void> | undefined;
    const load = () =>
      (loading ??= behaviours[name]().then(
        (behaviour) => {
          if (mounted) release = behaviour.attach();
        },
        () => {
          // The chunk failed to load (offline): the markup still reads as it does without JavaScript.
        },
      ));
    const host = onOpen ? marker.current?.closest('details') : marker.current?.parentElement;
    const early = (event: MouseEvent) => {
      const button = (event.target as Element).closest('button');
      if (release || !button) return;
      event.stopPropagation();
      void load().then(() => release && button.click());
    };
    host?.addEventListener('click', early);
    if (onOpen && host) host.addEventListener('toggle', load, { once: true });
    else void load();
    return () => {
      mounted = false;
      host?.removeEventListener('toggle', load);
      host?.removeEventListener('click', early);
      release?.();
    };
  }, [name, onOpen]);
  return <span ref={marker} hidden />;
}
