import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cachedPreviewImage, elementText, PREVIEW_CACHE_DIR, previewImageKey } from './preview-cache';

const size = { width: 1200, height: 630 };
const card = (title: string, color = '#111') =>
  createElement('div', { style: { display: 'flex', color } }, createElement('span', null, title));

describe('previewImageKey', () => {
  it('is stable for the same picture and changes with its text, style, size or renderer', () => {
    const key = previewImageKey(card('Profiles API'), size, 'next@16.4.6');
    expect(previewImageKey(card('Profiles API'), size, 'next@16.4.6')).toBe(key);
    expect(previewImageKey(card('Profiles API v2'), size, 'next@16.4.6')).not.toBe(key);
    expect(previewImageKey(card('Profiles API', '#f00'), size, 'next@16.4.6')).not.toBe(key);
    expect(previewImageKey(card('Profiles API'), { width: 600, height: 315 }, 'next@16.4.6')).not.toBe(key);
    expect(previewImageKey(card('Profiles API'), size, 'next@16.5.0')).not.toBe(key);
  });

  it('leaves React internals out of the serialised tree', () => {
    expect(elementText({ type: 'div', props: {}, _owner: { huge: true }, _store: {} })).toBe(
      '{"type":"div","props":{}}',
    );
  });
});

describe('cachedPreviewImage', () => {
  it('draws an image once, then serves it from .next/cache/acme-og', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'og-cache-'));
    let draws = 0;
    const draw = async () => {
      draws += 1;
      return new Uint8Array([137, 80, 78, 71]).buffer;
    };
    const first = await cachedPreviewImage(card('A'), size, draw, root);
    const second = await cachedPreviewImage(card('A'), size, draw, root);
    expect(draws).toBe(1);
    expect([...second]).toEqual([...first]);
    expect(fs.readdirSync(path.join(root, PREVIEW_CACHE_DIR))).toHaveLength(1);
    await cachedPreviewImage(card('B'), size, draw, root);
    expect(draws).toBe(2);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
