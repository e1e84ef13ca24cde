import { describe, expect, it } from 'vitest';
import { inlineSvg } from './inline-svg';

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#177a65"/></svg>';

describe('inlineSvg', () => {
  it('names the drawing and sets its size on the root element only', () => {
    expect(inlineSvg(logo, { label: 'Acme logo', width: 32, height: 32 })).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img" aria-label="Acme logo" width="32" height="32"><rect width="32" height="32" rx="8" fill="#177a65"/></svg>',
    );
  });

  it('replaces the root class, and its size when given; drops the XML prolog, comments and doctype', () => {
    const file =
      '<?xml version="1.0"?>\n<!-- exported -->\n<!DOCTYPE svg>\n<svg width="100" height=\'50\' class="x" viewBox="0 0 2 1"><path d="M0 0h2v1z"/></svg>\n';
    expect(inlineSvg(file, { label: 'Logo', width: 64, className: 'logo-dark' })).toBe(
      `<svg height='50' viewBox="0 0 2 1" role="img" aria-label="Logo" width="64" class="logo-dark"><path d="M0 0h2v1z"/></svg>`,
    );
    expect(inlineSvg(file, { label: 'Logo' })).toBe(
      `<svg width="100" height='50' viewBox="0 0 2 1" role="img" aria-label="Logo"><path d="M0 0h2v1z"/></svg>`,
    );
  });

  it('hides a decorative drawing and escapes the name', () => {
    expect(inlineSvg(logo, { label: '' })).toContain('aria-hidden="true"');
    expect(inlineSvg(logo, { label: 'A "quoted" <b> & co' })).toContain(
      'aria-label="A &quot;quoted&quot; &lt;b> &amp; co"',
    );
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event handler', '<svg onload="alert(1)"><path d="M0 0"/></svg>'],
    ['a style element', '<svg><style>body{display:none}</style></svg>'],
    ['a style attribute', '<svg><path style="fill:red" d="M0 0"/></svg>'],
    [
      'an id (duplicated when the logo appears twice)',
      '<svg><linearGradient id="g"/><path fill="url(#g)" d="M0 0"/></svg>',
    ],
    ['a link', '<svg><a href="https://example.com"><path d="M0 0"/></a></svg>'],
    ['a referenced image', '<svg><image href="x.png"/></svg>'],
    ['embedded HTML', '<svg><foreignObject><div/></foreignObject></svg>'],
    ['an entity declaration', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
    ['not SVG', '<html><body/></html>'],
    ['two drawings', '<svg></svg><svg></svg>'],
    ['trailing content', '<svg></svg><p>hi</p>'],
  ])('keeps an <img> for a file with %s', (_, file) => {
    expect(inlineSvg(file, { label: 'Logo' })).toBeNull();
  });
});
