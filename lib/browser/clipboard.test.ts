import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeClipboard } from './clipboard';

/** A navigator.clipboard stand-in recording what was written. */
function stubClipboard({ write = true, itemSupported = true, writeFails = false, writeTextFails = false } = {}) {
  const written: string[] = [];
  const clipboard = {
    writeText: vi.fn(async (text: string) => {
      if (writeTextFails) throw new DOMException('Denied', 'NotAllowedError');
      written.push(text);
    }),
    write: write
      ? vi.fn(async (items: Array<{ parts: Record<string, Promise<Blob>> }>) => {
          if (writeFails) throw new TypeError('ClipboardItem promises are not supported');
          written.push(await (await items[0].parts['text/plain']).text());
        })
      : undefined,
  };
  vi.stubGlobal('navigator', { clipboard });
  if (itemSupported)
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly parts: Record<string, Promise<Blob>>) {}
      },
    );
  else vi.stubGlobal('ClipboardItem', undefined);
  return { clipboard, written };
}

afterEach(() => vi.unstubAllGlobals());

describe('writeClipboard', () => {
  it('writes text that is there with writeText', async () => {
    const { clipboard, written } = stubClipboard();
    await writeClipboard('npm install acme');
    expect(written).toEqual(['npm install acme']);
    expect(clipboard.write).not.toHaveBeenCalled();
  });

  it('writes text still loading through a ClipboardItem, keeping the click’s permission', async () => {
    const { clipboard, written } = stubClipboard();
    await writeClipboard(Promise.resolve('# Page\n'));
    expect(written).toEqual(['# Page\n']);
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('falls back to writeText without ClipboardItem, or when the browser refuses a promise in it', async () => {
    let stub = stubClipboard({ itemSupported: false });
    await writeClipboard(Promise.resolve('a'));
    expect(stub.written).toEqual(['a']);
    stub = stubClipboard({ writeFails: true });
    await writeClipboard(Promise.resolve('b'));
    expect(stub.clipboard.write).toHaveBeenCalledTimes(1);
    expect(stub.written).toEqual(['b']);
  });

  it('rejects when the clipboard is refused or the text fails to load', async () => {
    stubClipboard({ writeTextFails: true });
    await expect(writeClipboard('x')).rejects.toThrow('Denied');
    stubClipboard({ write: false });
    await expect(writeClipboard(Promise.reject(new Error('HTTP 404')))).rejects.toThrow('HTTP 404');
  });
});
