import { describe, expect, it } from 'vitest';
import { DEV_PATH_HEADER, withDevPath } from './dev-path';

describe('withDevPath', () => {
  it('passes the path in its header, replacing one the client sent, and keeps the others', () => {
    const sent = new Headers({ accept: 'text/html', [DEV_PATH_HEADER]: '/forged' });
    const headers = withDevPath(sent, '/fr/nope');
    expect(headers.get(DEV_PATH_HEADER)).toBe('/fr/nope');
    expect(headers.get('accept')).toBe('text/html');
    expect(sent.get(DEV_PATH_HEADER)).toBe('/forged');
  });
});
