import { describe, expect, it, vi } from 'vitest';
import { sharedBehaviour } from './behaviour';

describe('sharedBehaviour', () => {
  it('installs once for every element asking, scans on each request, and uninstalls after the last release', () => {
    const uninstall = vi.fn();
    const install = vi.fn(() => uninstall);
    const scan = vi.fn();
    const behaviour = sharedBehaviour(install, scan);
    const first = behaviour.attach();
    const second = behaviour.attach();
    expect(install).toHaveBeenCalledTimes(1);
    expect(scan).toHaveBeenCalledTimes(2);
    first();
    first(); // a second release of the same request counts once
    expect(uninstall).not.toHaveBeenCalled();
    second();
    expect(uninstall).toHaveBeenCalledTimes(1);
    behaviour.attach();
    expect(install).toHaveBeenCalledTimes(2);
  });
});
