import { getContentGraph, getContentVersion } from '@/lib/site/source';
import { watchContent } from '@/lib/site/watch';

export const dynamic = 'force-dynamic';

/** The content version, or -1 while the content cannot be read (the tab shows that error already or refreshes). */
function currentVersion(): number {
  try {
    const version = getContentVersion();
    // The tab is interactive now: load the OpenAPI documents in the background (search and the
    // reference pages need them; docs pages do not wait for them).
    getContentGraph()
      .apis()
      .catch(() => {});
    return version;
  } catch {
    return -1;
  }
}

/**
 * Development only (a `.dev.ts` route: next.config.ts adds that extension for `next dev`): an event
 * stream that says "change" whenever a content or OpenAPI file changes, so open tabs refresh.
 */
export function GET(request: Request) {
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      send('retry: 1000\n\n');
      // The content version now: a tab rendered from an older one (a save before it connected) refreshes.
      send(`event: version\ndata: ${currentVersion()}\n\n`);
      const unwatch = watchContent(() => send(`event: change\ndata: ${Date.now()}\n\n`));
      // A comment line now and then keeps proxies from closing an idle stream.
      const ping = setInterval(() => send(': ping\n\n'), 15_000);
      stop = () => {
        unwatch();
        clearInterval(ping);
      };
      request.signal.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {}
      });
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
    },
  });
}
