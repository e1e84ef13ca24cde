/**
 * The one clipboard helper of every copy button (code blocks, API samples and links, the page's
 * Markdown). Text still loading is written through a ClipboardItem holding the promise: Safari
 * only lets a page write while it handles the click, and the item keeps that permission while the
 * text loads. Browsers without promise support in ClipboardItem fall back to writeText. Rejects
 * when the browser refuses (permissions, no clipboard): callers say so or leave the text selectable.
 */
export async function writeClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof text !== 'string' && typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
      ]);
      return;
    } catch {
      // Fall through: an older ClipboardItem, or the text failed to load (writeText fails again).
    }
  }
  await navigator.clipboard.writeText(await text);
}
