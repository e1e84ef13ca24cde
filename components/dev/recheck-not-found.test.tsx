import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecheckNotFound } from './recheck-not-found.client';

const KEY = 'acme.recheck-not-found';

/** The address's HEAD answers: 404 until `pageAddedAt` ms have passed on the fake clock. */
function serveAddedPageAt(pageAddedAt: number) {
  const started = Date.now();
  const fetchMock = vi.fn(async () => new Response(null, { status: Date.now() - started >= pageAddedAt ? 200 : 404 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('RecheckNotFound', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      pathname: '/docs/experience-sdk/zz-wombat',
      reload,
    } as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reloads once the page is there, asking with HEAD', async () => {
    const fetchMock = serveAddedPageAt(2000);
    render(<RecheckNotFound />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/docs/experience-sdk/zz-wombat', { method: 'HEAD', cache: 'no-store' });
    expect(sessionStorage.getItem(KEY)).toBe('/docs/experience-sdk/zz-wombat');
  });

  it('still finds a page that a busy server lists only after 5 s', async () => {
    serveAddedPageAt(8000);
    render(<RecheckNotFound />);
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('gives up after 20 s on a real 404', async () => {
    const fetchMock = serveAddedPageAt(Number.POSITIVE_INFINITY);
    render(<RecheckNotFound />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not ask again at an address it reloaded once, so a 404 never loops', async () => {
    sessionStorage.setItem(KEY, '/docs/experience-sdk/zz-wombat');
    const fetchMock = serveAddedPageAt(0);
    render(<RecheckNotFound />);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops asking when the page is left', async () => {
    const fetchMock = serveAddedPageAt(0);
    const { unmount } = render(<RecheckNotFound />);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
