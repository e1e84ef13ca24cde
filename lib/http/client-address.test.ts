import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from './client-address';

const request = (remoteAddress: string, forwarded?: string) => ({
  socket: { remoteAddress } as never,
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
});

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('203.0.113.9', '1.2.3.4'), new Set())).toBe('203.0.113.9');
    expect(clientAddress(request('::ffff:203.0.113.9'), new Set())).toBe('203.0.113.9');
  });

  it('behind trusted proxies, is the first untrusted hop from the right', () => {
    const trusted = trustedProxies('10.0.0.1, 10.0.0.2');
    expect(clientAddress(request('10.0.0.1', '198.51.100.7'), trusted)).toBe('198.51.100.7');
    // A client cannot choose its bucket: what it put first is left of the real hop.
    expect(clientAddress(request('10.0.0.1', '1.1.1.1, 198.51.100.7, 10.0.0.2'), trusted)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.1'), trusted)).toBe('10.0.0.1');
    expect(clientAddress(request('10.0.0.1', `${'9.'.repeat(2000)}1`), trusted)).toBe('10.0.0.1');
    // A request straight from elsewhere is not believed.
    expect(clientAddress(request('203.0.113.9', '198.51.100.7'), trusted)).toBe('203.0.113.9');
  });

  it('reads `loopback` and refuses what is not an address, naming it', () => {
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.7'), trustedProxies('loopback'))).toBe('198.51.100.7');
    expect(() => trustedProxies('10.0.0.1, proxy.internal')).toThrow(/TRUSTED_PROXIES: "proxy.internal" is not an IP/);
    expect(trustedProxies('').size).toBe(0);
  });
});
