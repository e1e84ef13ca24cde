import { describe, expect, it } from 'vitest';
import { placeCredential } from './credentials.client';

describe('placeCredential (request samples and Try it)', () => {
  it('puts an API key in its query parameter or header, bearer and basic in Authorization', () => {
    expect(placeCredential({ type: 'apiKey', in: 'query', name: 'access_token' }, 'T')).toEqual({
      query: ['access_token', 'T'],
    });
    expect(placeCredential({ type: 'apiKey', in: 'header', name: 'X-Access-Token' }, 'T')).toEqual({
      header: ['X-Access-Token', 'T'],
    });
    expect(placeCredential({ type: 'bearer' }, 'T')).toEqual({ header: ['Authorization', 'Bearer T'] });
    expect(placeCredential({ type: 'basic' }, 'dTpw')).toEqual({ header: ['Authorization', 'Basic dTpw'] });
  });

  it('places nothing for an empty secret, an unnamed key or a scheme it cannot carry', () => {
    expect(placeCredential({ type: 'bearer' }, '')).toEqual({});
    expect(placeCredential({ type: 'apiKey', in: 'query' }, 'T')).toEqual({});
    expect(placeCredential({ type: 'unsupported' }, 'T')).toEqual({});
  });
});
