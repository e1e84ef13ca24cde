import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { devAllowedOrigins } from './dev-origins';

describe('devAllowedOrigins', () => {
  it('allows the loopback addresses without any setting', () => {
    expect(devAllowedOrigins({})).toEqual(['127.0.0.1', '[::1]']);
  });

  it('adds the hosts of DEV_ALLOWED_ORIGINS, from hosts, wildcards or origins', () => {
    const env = { DEV_ALLOWED_ORIGINS: '192.168.1.20, *.Example.dev,http://phone.lan:3000 https://[fe80::1]:8443,,' };
    expect(devAllowedOrigins(env)).toEqual([
      '127.0.0.1',
      '[::1]',
      '192.168.1.20',
      '*.example.dev',
      'phone.lan',
      '[fe80::1]',
    ]);
  });

  it('lists a loopback address named again only once', () => {
    expect(devAllowedOrigins({ DEV_ALLOWED_ORIGINS: '127.0.0.1' })).toEqual(['127.0.0.1', '[::1]']);
  });

  it.each(['192.168.1.20:3000', 'phone lan/', 'http://', '*', 'bad_host.dev'])(
    'rejects %j with a clear error',
    (entry) => {
      expect(() => devAllowedOrigins({ DEV_ALLOWED_ORIGINS: entry })).toThrow(
        /DEV_ALLOWED_ORIGINS: ".*" is not a host/,
      );
    },
  );
});

describe('next.config', () => {
  it('opens the development resources to the loopback addresses in `next dev`', () => {
    const config = nextConfig(PHASE_DEVELOPMENT_SERVER);
    expect(config.allowedDevOrigins).toEqual(expect.arrayContaining(['127.0.0.1', '[::1]']));
  });

  it('leaves production builds without the setting', () => {
    expect(nextConfig(PHASE_PRODUCTION_BUILD).allowedDevOrigins).toBeUndefined();
  });
});
