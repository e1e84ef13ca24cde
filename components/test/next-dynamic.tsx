// A stand-in for next/dynamic in the dom tests (`vi.mock('next/dynamic', () => import(...))`):
// like `dynamic(load, { ssr: false })` in the browser, it renders nothing until the module has
// loaded. Loads can be held back to act before a lazily loaded component is there; `heldImport`
// holds back a module's own loader the same way (the search box imports its panel into state).
import { type ComponentType, useEffect, useState } from 'react';

let gate: Promise<void> = Promise.resolve();

/** Holds back every dynamic load started from now on until the returned function is called. */
export function holdDynamicImports(): () => void {
  let release!: () => void;
  gate = new Promise((resolve) => (release = resolve));
  return release;
}

/** Lets dynamic loads through again (call between tests). */
export function releaseDynamicImports() {
  gate = Promise.resolve();
}

export default function dynamic<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  // biome-ignore lint/correctness/noComponentHookFactories: a stand-in for next/dynamic, which is such a factory.
  return function Dynamic(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      void gate.then(load).then((module) => live && setLoaded(() => module.default));
      return () => {
        live = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  };
}

/** `load`, held back while loads are held at the time it is called (a mocked loader module's export). */
export const heldImport =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    gate.then(load);
