/** JSON-RPC messages per minute one client address may send to /mcp unless MCP_RATE_LIMIT says otherwise. */
const DEFAULT_RATE_LIMIT = 300;

const WINDOW_MS = 60_000;
/** Past this many addresses, expired windows are swept so the table cannot grow without bound. */
const SWEEP_AT = 10_000;

/**
 * A fixed one-minute window per client address: `take` answers whether `count` more messages fit
 * (all of them or none is counted), and if not, how many seconds until the window ends. A limit of
 * 0 turns the limiter off.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string, count = 1): { ok: true } | { ok: false; retryAfter: number } {
    if (this.limit <= 0) return { ok: true };
    const now = this.now();
    if (this.windows.size > SWEEP_AT) this.sweep(now);
    let window = this.windows.get(address);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, count: 0 };
      this.windows.set(address, window);
    }
    if (window.count + count > this.limit)
      return { ok: false, retryAfter: Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000)) };
    window.count += count;
    return { ok: true };
  }

  private sweep(now: number) {
    for (const [address, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(address);
  }
}

/** The limit from MCP_RATE_LIMIT (a whole number of messages per minute, 0 for none), else the default. */
export function rateLimitFromEnv(value = process.env.MCP_RATE_LIMIT): number {
  if (value === undefined || value === '') return DEFAULT_RATE_LIMIT;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`MCP_RATE_LIMIT: expected a whole number of messages per minute (0 for no limit), got "${value}"`);
  return limit;
}
