import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Behaviour } from './behaviour.client';

const { attach, release } = vi.hoisted(() => {
  const release = vi.fn();
  return { release, attach: vi.fn(() => release) };
});
vi.mock('@/lib/browser/copy-behaviour', () => ({ copyButtons: { attach } }));

afterEach(() => {
  attach.mockClear();
  release.mockClear();
});

function Menu() {
  return (
    <details>
      <summary>Copy page</summary>
      <button type="button">Copy page as Markdown</button>
      <Behaviour name="copy" onOpen />
    </details>
  );
}

describe('<Behaviour>', () => {
  it('attaches its behaviour after mounting, and releases it on unmounting', async () => {
    const { unmount } = render(<Behaviour name="copy" />);
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('with onOpen, fetches nothing until its menu opens', async () => {
    render(<Menu />);
    const menu = document.querySelector('details')!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(attach).not.toHaveBeenCalled();
    await act(async () => {
      menu.open = true;
      menu.dispatchEvent(new Event('toggle'));
    });
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
  });

  it('makes a click that came before the behaviour again once it has arrived', async () => {
    render(<Menu />);
    const reached: string[] = [];
    const count = (event: MouseEvent) => reached.push((event.target as HTMLElement).textContent ?? '');
    document.addEventListener('click', count);
    screen.getByRole('button', { name: 'Copy page as Markdown', hidden: true }).click();
    // Held back until the behaviour listens, then made again: it reaches the document once.
    expect(reached).toEqual([]);
    await vi.waitFor(() => expect(reached).toEqual(['Copy page as Markdown']));
    expect(attach).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', count);
  });
});
