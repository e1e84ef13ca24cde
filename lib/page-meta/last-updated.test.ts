import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLastUpdates } from './last-updated';

let dir: string;

/** Commits everything in `dir` as `author` at `date`, with fixed committer too. */
function commit(cwd: string, message: string, author: string, date: string) {
  execFileSync('git', ['add', '-A'], { cwd });
  execFileSync('git', ['commit', '-q', '-m', message], {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: 'a@example.com',
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: 'a@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  });
}

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  write('content/docs/a.mdx', 'one');
  write('content/docs/b c.mdx', 'one');
  write('README.md', 'outside');
  commit(dir, 'first', 'Ada Lovelace', '2026-01-02T10:00:00+00:00');
  write('content/docs/a.mdx', 'two');
  write('README.md', 'outside, changed');
  commit(dir, 'second', 'Grace Hopper', '2026-03-04T05:06:07+02:00');
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('readLastUpdates', () => {
  it('gives each content file its latest commit, in one pass', () => {
    const updates = readLastUpdates(dir);
    expect(updates.get('content/docs/a.mdx')).toEqual({ date: '2026-03-04T05:06:07+02:00', author: 'Grace Hopper' });
    expect(updates.get('content/docs/b c.mdx')).toEqual({ date: '2026-01-02T10:00:00+00:00', author: 'Ada Lovelace' });
    expect(updates.has('README.md')).toBe(false);
  });

  it('leaves out a file with uncommitted changes', () => {
    write('content/docs/b c.mdx', 'edited');
    try {
      expect(readLastUpdates(dir).has('content/docs/b c.mdx')).toBe(false);
      expect(readLastUpdates(dir).has('content/docs/a.mdx')).toBe(true);
    } finally {
      write('content/docs/b c.mdx', 'one');
    }
  });

  it('reads paths relative to a project in a subfolder of the repository', () => {
    expect(readLastUpdates(path.join(dir, 'content'), { paths: ['docs'] }).get('docs/a.mdx')?.author).toBe(
      'Grace Hopper',
    );
  });

  it('is empty in a shallow clone: the oldest commit there would claim every file', () => {
    const shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-shallow-'));
    try {
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, shallow]);
      expect(readLastUpdates(shallow).size).toBe(0);
    } finally {
      fs.rmSync(shallow, { recursive: true, force: true });
    }
  });

  it('is empty outside a repository and without git', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-plain-'));
    try {
      fs.mkdirSync(path.join(plain, 'content'));
      expect(readLastUpdates(plain).size).toBe(0);
      expect(readLastUpdates(dir, { git: 'no-such-git-binary' }).size).toBe(0);
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});
