import fs from 'node:fs';
import path from 'node:path';

/**
 * A private copy of the site inside the project (git-ignored folders such as `.e2e-dev/`), for the
 * tests and benchmarks that edit content or add API references without touching the checkout. The
 * copy resolves the checkout's node_modules, and Turbopack's root (the folder of package-lock.json,
 * which is not copied) holds both.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

/** What a copy needs to build, serve and export the site. */
export const SITE_FILES = ['app', 'components', 'content', 'lib', 'openapi', 'public', 'scripts', 'next.config.ts', 'package.json', 'proxy.node.ts', 'tsconfig.json'];

/** An OpenAPI document added to a copy through its configuration (an `apis` entry). */
export interface ExtraApi {
  /** The document to copy into the copy's openapi/ folder. */
  source: string;
  id: string;
  title: string;
  navLabel?: string;
  mode?: 'strict' | 'lenient';
}

/**
 * Copies the site to `dir` (emptied first) and registers `apis` in its content/site.config.json,
 * as a team adding its own documents would. Returns the copy's folder.
 */
export function copySite(dir: string, { files = SITE_FILES, apis = [] }: { files?: readonly string[]; apis?: readonly ExtraApi[] } = {}): string {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const entry of files) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), {
      recursive: true,
      // Generated files of the checkout are rebuilt by the copy's own prebuild.
      filter: (source) => !/[\\/]public[\\/](api|docs)([\\/]|$)|[\\/]public[\\/](llms\.txt|search-index-|sidebar-)/.test(source),
    });
  }
  if (apis.length) {
    const configFile = path.join(dir, 'content/site.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    for (const api of apis) {
      const file = `openapi/${api.id}${path.extname(api.source)}`;
      fs.copyFileSync(api.source, path.join(dir, file));
      config.apis.push({ id: api.id, title: api.title, navLabel: api.navLabel ?? api.title, file, ...(api.mode ? { mode: api.mode } : {}) });
    }
    fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  }
  return dir;
}
