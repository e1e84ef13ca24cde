/** The security headers every response carries, from `next start` or a static host. */

export interface SecurityHeaderOptions {
  /** Extra script and connect origins, e.g. the analytics host when a tag is configured. */
  analytics: boolean;
  /** Origins the "Try it" console may call: the documents' servers and configured custom origins. */
  connect?: string[];
  /** The "Was this page helpful?" endpoint (feedback.endpoint): its origin joins connect-src when set. */
  feedbackEndpoint?: string;
  /**
   * The page's inline scripts and `<script src>` files (their `integrity`), as `sha256-<base64>`
   * (lib/security/csp-manifest.ts): with them the policy is `'strict-dynamic'`, and they are the only
   * scripts the parser may run. Without them no inline script runs (assets and unknown pages).
   */
  scriptHashes?: string[];
  /** `next dev`: its inline scripts change on every edit and cannot be hashed, so they stay allowed (and eval). */
  development?: boolean;
}

const GOOGLE_TAG = 'https://www.googletagmanager.com';
/** The one script the analytics component loads (`gtag/js?id=…`; a path source ignores the query). */
const GOOGLE_TAG_SCRIPT = `${GOOGLE_TAG}/gtag/js`;
const GOOGLE_ANALYTICS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/**
 * The Content-Security-Policy: the site's own scripts, styles, images and fonts, plus the Google tag
 * when analytics is on. Inline scripts run only when their SHA-256 is listed: prerendered pages
 * carry the theme and announcement flags and Next's streamed page data, hashed per page after the
 * build (lib/security/csp-manifest.ts); a nonce would need every page rendered per request.
 * connect-src adds exactly the origins the "Try it" console calls (lib/try-it/csp-sources.ts).
 */
export function contentSecurityPolicy({
  analytics,
  connect = [],
  feedbackEndpoint,
  scriptHashes = [],
  development = false,
}: SecurityHeaderOptions): string {
  if (feedbackEndpoint) connect = [...connect, new URL(feedbackEndpoint).origin];
  // A page's hashes cover all it runs (inline scripts and its chunks' integrity): 'strict-dynamic'
  // trusts what those scripts add and makes CSP3 browsers ignore 'self' and the Google tag URL, which
  // stay for CSP2 ones. Without hashes (assets, a page rendered per request) the policy is 'self'.
  const strict = !development && scriptHashes.length > 0;
  const scripts = [
    ...(strict ? ["'strict-dynamic'", ...scriptHashes.map((hash) => `'${hash}'`)] : []),
    "'self'",
    // React's development build also evaluates code to rebuild server stacks (eval), in `next dev` only.
    ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    ...(analytics ? [GOOGLE_TAG_SCRIPT] : []),
  ];
  const connectSources = ["'self'", ...(analytics ? [GOOGLE_TAG, ...GOOGLE_ANALYTICS] : []), ...connect];
  const images = ["'self'", 'data:', ...(analytics ? [GOOGLE_TAG, ...GOOGLE_ANALYTICS] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browsers and proxies reject longer header values (Chrome refused a 270 KiB policy). */
const MAX_POLICY_BYTES = 8192;

/** Name/value pairs of every security header; throws when the policy would pass MAX_POLICY_BYTES. */
export function securityHeaders(options: SecurityHeaderOptions): Array<{ key: string; value: string }> {
  const policy = contentSecurityPolicy(options);
  if (policy.length > MAX_POLICY_BYTES)
    throw new Error(
      `the Content-Security-Policy is ${policy.length} bytes (at most ${MAX_POLICY_BYTES}): ` +
        "fewer Try it origins (apis[].tryIt.allowedOrigins, the documents' servers) or inline scripts are needed",
    );
  return [
    { key: 'Content-Security-Policy', value: policy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
