'use client';

import { createContext, useContext } from 'react';

/**
 * A context whose hook fails loudly outside its provider, naming the provider to add, instead of
 * silently returning a default that hides the bug.
 */
export function createRequiredContext<T>(providerName: string) {
  const Context = createContext<T | null>(null);
  Context.displayName = providerName;
  // The hook is made once per context at module level, never inside a component.
  // biome-ignore lint/correctness/noComponentHookFactories: made at module level
  function useRequiredContext(hookName: string): T {
    const value = useContext(Context);
    if (value === null)
      throw new Error(
        `${hookName}() must be used inside <${providerName}>: the provider is missing from the component tree.`,
      );
    return value;
  }
  return { Provider: Context.Provider, useRequiredContext };
}
