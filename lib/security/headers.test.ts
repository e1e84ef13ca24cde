import { evaluateRawCspsForXss } from 'lighthouse/core/lib/csp-evaluator.js';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './headers';

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows only the site itself without analytics', () => {
    const csp = directives(contentSecurityPolicy({ analytics: false }));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(contentSecurityPolicy({ analytics: false })).not.toMatch(/google|unsafe-eval|\*(?!\.)/);
  });

  it('allows exactly the listed inline scripts, never any inline script, outside development', () => {
    const hashes = [
      'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      'sha256-2sEaPpE+upTLDIMvw22p506QCWksrPze9WBoX+yL0F4=',
    ];
    const csp = directives(contentSecurityPolicy({ analytics: false, scriptHashes: hashes }));
    // With hashes, 'strict-dynamic': CSP3 browsers run only the hashed scripts (and what they add).
    expect(csp['script-src']).toEqual(["'strict-dynamic'", `'${hashes[0]}'`, `'${hashes[1]}'`, "'self'"]);
    // `next dev` changes its inline scripts on every edit: they run there without hashes.
    const dev = directives(contentSecurityPolicy({ analytics: false, scriptHashes: hashes, development: true }));
    expect(dev['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
  });

  it('adds the Google tag hosts for scripts, requests and pixels only when analytics is on', () => {
    const csp = directives(contentSecurityPolicy({ analytics: true }));
    // The one script the analytics component loads, by its URL: not every script of the host.
    expect(csp['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com/gtag/js']);
    expect(csp['connect-src']).toContain('https://*.google-analytics.com');
    expect(csp['img-src']).toContain('https://www.googletagmanager.com');
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['font-src']).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it('sends each header once, the policy among them', () => {
    const headers = securityHeaders({ analytics: false });
    const names = headers.map((h) => h.key);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.fromEntries(headers.map((h) => [h.key, h.value]))).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicy({ analytics: false }),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}; includeSubDomains/),
    });
  });

  it('adds the feedback endpoint origin to connect-src only when one is set', () => {
    const csp = directives(
      contentSecurityPolicy({
        analytics: false,
        connect: ['https://api.acme.com'],
        feedbackEndpoint: 'https://feedback.acme.com/v1/answers?site=docs',
      }),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.acme.com', 'https://feedback.acme.com']);
    expect(csp['script-src']).not.toContain('https://feedback.acme.com');
    expect(directives(contentSecurityPolicy({ analytics: false }))['connect-src']).toEqual(["'self'"]);
  });

  it('adds exactly the Try it origins to connect-src and nowhere else', () => {
    const csp = directives(
      contentSecurityPolicy({ analytics: false, connect: ['https://api.acme.com', 'http://localhost:*'] }),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.acme.com', 'http://localhost:*']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('refuses a policy longer than browsers accept', () => {
    const connect = Array.from({ length: 400 }, (_, i) => `https://tenant-${i}.example.com`);
    expect(() => securityHeaders({ analytics: true, connect })).toThrow(
      /Content-Security-Policy is \d+ bytes \(at most 8192\)/,
    );
    expect(() => securityHeaders({ analytics: true, connect: connect.slice(0, 10) })).not.toThrow();
  });

  it('refuses a page with more inline-script hashes than fit in 8 KB', () => {
    const hash = (i: number) => `sha256-${Buffer.alloc(32, i).toString('base64')}`;
    const hashes = Array.from({ length: 150 }, (_, i) => hash(i));
    expect(() => securityHeaders({ analytics: true, scriptHashes: hashes })).toThrow(/at most 8192.*inline scripts/);
    expect(() => securityHeaders({ analytics: true, scriptHashes: hashes.slice(0, 100) })).not.toThrow();
  });
});

describe("Lighthouse's CSP evaluator (the csp-xss audit)", () => {
  const hashes = ['sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='];
  const bypasses = (policy: string) => evaluateRawCspsForXss([policy]).bypasses.map((f) => f.description);

  it('finds no bypass in the policy without analytics; it found one in the policy allowing inline scripts', () => {
    expect(bypasses(contentSecurityPolicy({ analytics: false, scriptHashes: hashes }))).toEqual([]);
    expect(bypasses(contentSecurityPolicy({ analytics: false, development: true })).join()).toMatch(/unsafe-inline/);
  });

  it('with analytics, finds no High finding: strict-dynamic with the page’s hashes', () => {
    // The audit lists its `bypasses` as High, `warnings` as Medium (lighthouse/core/audits/csp-xss.js).
    const { bypasses: high, syntax } = evaluateRawCspsForXss([
      contentSecurityPolicy({ analytics: true, scriptHashes: hashes }),
    ]);
    expect(high.map((f) => f.description)).toEqual([]);
    expect(syntax.flat()).toEqual([]);
    // The Google tag URL stays, for CSP2 browsers, behind strict-dynamic.
    expect(contentSecurityPolicy({ analytics: true, scriptHashes: hashes })).toMatch(
      /script-src 'strict-dynamic' 'sha256-[^']+' 'self' https:\/\/www\.googletagmanager\.com\/gtag\/js;/,
    );
  });

  it('flags the Google tag URL when the policy has no hashes (no strict-dynamic)', () => {
    const found = bypasses(contentSecurityPolicy({ analytics: true }));
    expect(found.join()).toMatch(/Host allowlists can frequently be bypassed/);
  });
});
