/**
 * A behaviour of server-rendered markup (accordions, tabs, diagrams, copy buttons), installed on the
 * document once however many elements on the page ask for it, and removed when the last one leaves
 * (a client-side navigation to a page without them). `scan` runs on every request: each newly
 * mounted element asking for the behaviour is a request, so markup that arrives with a client-side
 * navigation is set up too.
 */
export interface Behaviour {
  /** Called when an element asking for the behaviour mounts; returns its release. */
  attach(): () => void;
}

export function sharedBehaviour(install: () => () => void, scan: () => void = () => {}): Behaviour {
  let users = 0;
  let uninstall: (() => void) | undefined;
  return {
    attach() {
      if (users++ === 0) uninstall = install();
      scan();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--users === 0) uninstall?.();
      };
    },
  };
}
