import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentRefresh } from './content-refresh.client';

const { refresh, router } = vi.hoisted(() => {
  const refresh = vi.fn();
  // Next's router is one object for the page's life.
  return { refresh, router: { refresh } };
});
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/** A stand-in for the development server's event stream: the test sends its events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}

describe('ContentRefresh', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    refresh.mockClear();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes on a change, and when the server has a newer version than the page shows', () => {
    render(<ContentRefresh version={1} />);
    const [events] = FakeEventSource.opened;
    events.send('version', '1');
    expect(refresh).not.toHaveBeenCalled();
    events.send('change');
    expect(refresh).toHaveBeenCalledTimes(1);
    events.send('version', '2');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps one stream across refreshes, so a save made meanwhile is not missed', () => {
    const { rerender } = render(<ContentRefresh version={1} />);
    act(() => rerender(<ContentRefresh version={2} />));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0].closed).toBe(false);
    // A reconnect (the server restarted) compares with the version shown now.
    FakeEventSource.opened[0].send('version', '2');
    expect(refresh).not.toHaveBeenCalled();
    FakeEventSource.opened[0].send('change');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
