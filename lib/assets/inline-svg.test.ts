import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineSvg } from './inline-svg';

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#177a65"/></svg>';

describe('inlineSvg', () => {
  it('names the drawing and sets its size on the root element only', () => {
    expect(inlineSvg(logo, { label: 'Acme logo', width: 32, height: 32 })).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" ' +
        'role="img" aria-label="Acme logo" width="32" height="32">' +
        '<rect width="32" height="32" rx="8" fill="#177a65"/></svg>',
    );
  });

  it("inlines the site's own drawings: the logo and the authors' avatars", () => {
    for (const file of ['logo.svg', 'authors/devon.svg', 'authors/ines.svg', 'authors/mara.svg']) {
      const markup = fs.readFileSync(path.join('public/img', file), 'utf8');
      expect(inlineSvg(markup, { label: 'x', width: 32, height: 32 }), file).toMatch(/^<svg [^>]*role="img"/);
    }
  });

  it('replaces the root class, and its size when given; drops the XML prolog, comments and doctype', () => {
    const file =
      '<?xml version="1.0"?>\n<!-- exported -->\n<!DOCTYPE svg>\n' +
      '<svg width="100" height=\'50\' class="x" viewBox="0 0 2 1"><path d="M0 0h2v1z"/></svg>\n';
    expect(inlineSvg(file, { label: 'Logo', width: 64, className: 'logo-dark' })).toBe(
      '<svg height="50" viewBox="0 0 2 1" role="img" aria-label="Logo" width="64" class="logo-dark">' +
        '<path d="M0 0h2v1z"/></svg>',
    );
    expect(inlineSvg(file, { label: 'Logo' })).toBe(
      `<svg width="100" height="50" viewBox="0 0 2 1" role="img" aria-label="Logo"><path d="M0 0h2v1z"/></svg>`,
    );
  });

  it('hides a decorative drawing and escapes the name', () => {
    expect(inlineSvg(logo, { label: '' })).toContain('aria-hidden="true"');
    expect(inlineSvg(logo, { label: 'A "quoted" <b> & co' })).toContain(
      'aria-label="A &#x22;quoted&#x22; <b> &#x26; co"',
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
    ['an animation whose handler follows a slash', '<svg><animate/onbegin=alert(1) attributeName=x dur=1s></svg>'],
    ['an image whose handler follows a slash', '<svg><img src="x"/onerror=alert(1)></svg>'],
    ['a handler after a slash on the root', '<svg/onload=alert(1)><path d="M0 0"/></svg>'],
    ['a handler in upper case', '<svg><path ONCLICK="alert(1)" d="M0 0"/></svg>'],
    ['a set element', '<svg><set attributeName="fill" to="red"/></svg>'],
    ['an xlink reference', '<svg><use xlink:href="#a"/></svg>'],
    ['a url() paint', '<svg><path fill="url(https://evil.example/x.svg#p)" d="M0 0"/></svg>'],
    ['a javascript: value', '<svg><path fill="javascript:alert(1)" d="M0 0"/></svg>'],
    ['a script closed by the HTML parser', '<svg><desc><script>alert(1)</script></desc></svg>'],
    ['an iframe', '<svg><iframe src="https://evil.example"></iframe></svg>'],
    ['a CDATA section', '<svg><![CDATA[<script>alert(1)</script>]]></svg>'],
    ['two drawings', '<svg></svg><svg></svg>'],
    ['trailing content', '<svg></svg><p>hi</p>'],
  ])('keeps an <img> for a file with %s', (_, file) => {
    expect(inlineSvg(file, { label: 'Logo' })).toBeNull();
  });
});
