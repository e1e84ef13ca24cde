import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DocFrontmatterSchema } from '../content/schema';
import {
  gitBlobHash,
  isOutdated,
  lineChanges,
  recordedHash,
  statusLocales,
  translationFile,
  translationStatus,
} from './status';
import { formatStatus, strictProblems } from './status-report';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A git repository with the files given, committed. */
function repo(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-status-'));
  roots.push(root);
  write(root, files);
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
    });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'content');
  return root;
}
function write(root: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

const INTRO = '---\ntitle: Intro\n---\n\nThe SDK loads.\n\nIt renders.\n';
const translated = (hash: string) => `---\ntitle: Introduction\nsource_hash: ${hash}\n---\n\nLe SDK se charge.\n`;

describe('the source hash', () => {
  it('is the git blob hash of the English file', () => {
    const root = repo({ 'content/docs/intro.mdx': INTRO });
    const git = spawnSync('git', ['hash-object', 'content/docs/intro.mdx'], { cwd: root, encoding: 'utf8' });
    expect(gitBlobHash(INTRO)).toBe(git.stdout.trim());
  });

  it('is read from the frontmatter, or says why it cannot be', () => {
    expect(recordedHash(translated('abc1234'))).toEqual({ hash: 'abc1234' });
    expect(recordedHash('---\ntitle: x\n---\n').problem).toBe('it records no source_hash');
    expect(recordedHash('---\nsource_hash: 12\n---\n').problem).toMatch(/not a git blob hash/);
  });
});

describe('the status of a translation', () => {
  it('is translated while the English file is the one recorded, outdated once it changes, with the lines', () => {
    const hash = gitBlobHash(INTRO);
    const root = repo({
      'content/docs/intro.mdx': INTRO,
      'content/docs/other.mdx': '---\ntitle: Other\n---\n',
      'content/i18n/fr/docs/intro.mdx': translated(hash.slice(0, 12)),
    });
    let [fr] = translationStatus(root, ['fr']);
    expect(fr.pages.map((p) => [p.source, p.state])).toEqual([
      ['content/docs/intro.mdx', 'translated'],
      ['content/docs/other.mdx', 'missing'],
    ]);
    expect(isOutdated(root, 'content/docs/intro.mdx', 'content/i18n/fr/docs/intro.mdx')).toBe(false);

    write(root, { 'content/docs/intro.mdx': INTRO.replace('It renders.', 'It renders twice.') });
    [fr] = translationStatus(root, ['fr']);
    expect(fr.pages[0]).toMatchObject({
      state: 'outdated',
      reason: `the English file changed since ${hash.slice(0, 7)}`,
    });
    expect(fr.pages[0].changes).toEqual([
      { kind: '-', line: 7, text: 'It renders.' },
      { kind: '+', line: 7, text: 'It renders twice.' },
    ]);
    expect(isOutdated(root, 'content/docs/intro.mdx', 'content/i18n/fr/docs/intro.mdx')).toBe(true);
    const report = formatStatus([fr]);
    expect(report).toContain('fr: 0 translated, 1 outdated, 1 missing (of 2 pages)');
    expect(report).toContain('      -    7: It renders.\n      +    7: It renders twice.');
    expect(strictProblems([fr])).toBe(2);
  });

  it('is outdated with the lines unknown when git never held the version translated from', () => {
    const root = repo({
      'content/docs/intro.mdx': INTRO,
      'content/i18n/fr/docs/intro.mdx': translated(gitBlobHash('never committed\n')),
    });
    const [fr] = translationStatus(root, ['fr']);
    expect(fr.pages[0].state).toBe('outdated');
    expect(fr.pages[0].changes).toBeUndefined();
    expect(formatStatus([fr])).toContain('English lines changed: unknown');
  });

  it('is outdated when no hash is recorded, and names translations with no English source', () => {
    const root = repo({
      'content/blog/2026-01-01-post.mdx': INTRO,
      'content/i18n/fr/blog/2026-01-01-post.mdx': '---\ntitle: Billet\n---\n',
      'content/i18n/fr/docs/gone.mdx': translated('abc1234'),
    });
    const [fr] = translationStatus(root, ['fr']);
    expect(fr.pages).toEqual([
      {
        source: 'content/blog/2026-01-01-post.mdx',
        file: 'content/i18n/fr/blog/2026-01-01-post.mdx',
        state: 'outdated',
        reason: 'it records no source_hash',
      },
    ]);
    expect(fr.orphans).toEqual(['content/i18n/fr/docs/gone.mdx']);
    expect(formatStatus([fr])).toContain('  no English source: content/i18n/fr/docs/gone.mdx');
  });

  it('passes strict when everything is translated', () => {
    const root = repo({
      'content/pages/about.mdx': INTRO,
      'content/i18n/fr/pages/about.mdx': translated(gitBlobHash(INTRO)),
    });
    expect(strictProblems(translationStatus(root, ['fr']))).toBe(0);
  });
});

describe('the pieces', () => {
  it('mirrors content/ under content/i18n/<locale>/', () => {
    expect(translationFile('fr', 'content/docs/experience-sdk/intro.mdx')).toBe(
      'content/i18n/fr/docs/experience-sdk/intro.mdx',
    );
  });

  it('lists the configured locales but the default, and the folders of content/i18n/', () => {
    const root = repo({ 'content/i18n/ar/ui.json': '{}' });
    expect(statusLocales(root, ['en', 'fr'], 'en')).toEqual(['ar', 'fr']);
  });

  it('finds the lines added and removed', () => {
    expect(lineChanges('a\nb\nc', 'a\nc\nd')).toEqual([
      { kind: '-', line: 2, text: 'b' },
      { kind: '+', line: 3, text: 'd' },
    ]);
    expect(lineChanges('same', 'same')).toEqual([]);
  });

  it('says when there is nothing to report', () => {
    expect(formatStatus([])).toMatch(/nothing to translate/);
  });
});

describe('source_hash in the frontmatter schema', () => {
  it('takes a git blob hash and refuses anything else, with what was expected', () => {
    expect(DocFrontmatterSchema.parse({ title: 'x', source_hash: 'abc1234' }).source_hash).toBe('abc1234');
    const bad = DocFrontmatterSchema.safeParse({ title: 'x', source_hash: 'v1' });
    expect(bad.error?.issues[0].message).toBe(
      'expected the git blob hash of the English file (git hash-object <file>)',
    );
  });
});
