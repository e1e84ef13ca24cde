import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tabs';

describe('tabIndexForKey', () => {
  it('moves right and left, wrapping at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 0, 4)).toBe(3);
  });

  it('leaves other keys and empty lists alone', () => {
    expect(tabIndexForKey('Enter', 0, 3)).toBeUndefined();
    expect(tabIndexForKey('ArrowDown', 0, 3)).toBeUndefined();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeUndefined();
  });
});
