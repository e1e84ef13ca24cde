import { type NextRequest, NextResponse } from 'next/server';
import { withDevPath } from './lib/http/dev-path';

/**
 * Answers requests no page can serve before routing sees them: a method other than GET or HEAD
 * gets 405, and a path whose percent-encoding is malformed gets the site's 400 page (Next itself
 * would answer 500). Named `proxy.node.ts` so the static export, which cannot run a proxy,
 * leaves it out (see pageExtensions in next.config.ts).
 */
export function proxy(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse('405 Method Not Allowed: this site only answers GET and HEAD requests.\n', {
      status: 405,
      headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return NextResponse.rewrite(new URL('/bad-request', request.url), { status: 400 });
  }
  // In development, the global 404 page learns the path (its locale's words: lib/http/dev-path.ts).
  if (process.env.NODE_ENV === 'development')
    return NextResponse.next({ request: { headers: withDevPath(request.headers, request.nextUrl.pathname) } });
  return NextResponse.next();
}

export const config = {
  // Next's own assets are served as they are; everything else passes the checks above (a
  // `favicon` exclusion here once let `/favicon%zz` reach Next, which answered 500).
  matcher: ['/((?!_next/static|_next/image).*)'],
};
