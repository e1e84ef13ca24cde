// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { typePopups } from './popup-behaviour';

let release = () => {};
beforeEach(() => {
  document.body.innerHTML =
    '<pre><span class="ts-hover" tabindex="0" id="a">on<span class="ts-popup">(method)</span></span>' +
    ' <span class="ts-hover" tabindex="0" id="b">off<span class="ts-popup">(method)</span></span></pre>' +
    '<button id="elsewhere">x</button>';
  release = typePopups.attach();
});
afterEach(() => release());

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const press = (key: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe('type popups', () => {
  it('Escape marks the focused identifier dismissed, and only that one', () => {
    byId('a').focus();
    press('Enter');
    expect(byId('a').hasAttribute('data-dismissed')).toBe(false);
    press('Escape');
    expect(byId('a').hasAttribute('data-dismissed')).toBe(true);
    expect(byId('b').hasAttribute('data-dismissed')).toBe(false);
  });

  it('opens again once focus has left the identifier, not while it stays', () => {
    byId('a').focus();
    press('Escape');
    byId('a').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(byId('a').hasAttribute('data-dismissed')).toBe(true);
    byId('elsewhere').focus();
    expect(byId('a').hasAttribute('data-dismissed')).toBe(false);
  });

  it('stops listening once released', () => {
    release();
    byId('a').focus();
    press('Escape');
    expect(byId('a').hasAttribute('data-dismissed')).toBe(false);
  });
});
