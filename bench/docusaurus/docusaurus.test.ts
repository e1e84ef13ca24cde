import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusConfig, parseBundlers, type SiteConfig } from './config';
import { convertMdx, readPartials, withPartials } from './convert';
import { DOCUSAURUS_PACKAGES, lockfileStamp, SITE_PACKAGE_DIR } from './install';

const site = JSON.parse(fs.readFileSync('content/site.config.json', 'utf8')) as SiteConfig;
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(SITE_PACKAGE_DIR, file), 'utf8'));

describe('the Docusaurus yardstick', () => {
  it('installs from a lockfile in step with its package.json, webpack held below 5.113.0', () => {
    const pkg = read('package.json');
    const lock = read('package-lock.json');
    expect(lock.lockfileVersion).toBe(3);
    expect(lock.packages[''].dependencies).toEqual(pkg.dependencies);
    for (const [name, version] of Object.entries(DOCUSAURUS_PACKAGES))
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    // Exact versions only: a range would float again.
    for (const version of Object.values(DOCUSAURUS_PACKAGES)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.overrides.webpack).toBe('5.112.2');
    expect(lock.packages['node_modules/webpack'].version).toBe('5.112.2');
    expect(DOCUSAURUS_PACKAGES['@docusaurus/faster']).toBe(DOCUSAURUS_PACKAGES['@docusaurus/core']);
  });

  it('keys the install on both files, so an edit to either installs again', () => {
    const files = { 'package.json': '{}', 'package-lock.json': '{"a":1}' };
    expect(lockfileStamp(files)).toBe(lockfileStamp({ ...files }));
    expect(lockfileStamp(files)).not.toBe(lockfileStamp({ ...files, 'package-lock.json': '{"a":2}' }));
    expect(lockfileStamp(files)).not.toBe(lockfileStamp({ ...files, 'package.json': '{ }' }));
    // The boundary between the files counts: moving bytes from one to the other is a change.
    expect(lockfileStamp({ 'package.json': 'ab', 'package-lock.json': 'c' })).not.toBe(
      lockfileStamp({ 'package.json': 'a', 'package-lock.json': 'bc' }),
    );
  });

  it('builds with Docusaurus Faster as the 3.10 template does, or with webpack', () => {
    expect(parseBundlers([])).toEqual(['faster', 'webpack']);
    expect(parseBundlers(['--force', '--bundler=webpack'])).toEqual(['webpack']);
    expect(() => parseBundlers(['--bundler=vite'])).toThrow(/--bundler=vite: expected one of faster, webpack/);
    const config = (bundler: 'faster' | 'webpack') =>
      JSON.parse(
        docusaurusConfig(site, bundler)
          .replace(/^[\s\S]*?export default /, '')
          .replace(/;\s*$/, ''),
      );
    expect(config('faster').future).toEqual({ v4: true });
    expect(config('webpack').future).toEqual({ v4: true, faster: false });
  });

  it('expands partials as our build does, props filled in, before converting tabs', () => {
    const partials = readPartials(process.cwd());
    expect(partials.has('public-token-alone')).toBe(true);
    const source =
      '# Tokens\n\n<Partial name="public-token-alone" identityTokens="#identity-tokens" />\n\n<Tab label="a">x</Tab>\n';
    const out = convertMdx(withPartials(source, 'docs/x.mdx', partials));
    expect(out).not.toContain('<Partial');
    expect(out).toContain('[identity token](#identity-tokens)');
    expect(out).toContain('<TabItem value="a" label="a">x</TabItem>');
    expect(withPartials('no includes\n', 'docs/y.mdx', partials)).toBe('no includes\n');
    expect(() => withPartials('<Partial name="nope" />\n', 'docs/z.mdx', partials)).toThrow(/docs\/z\.mdx/);
  });
});
