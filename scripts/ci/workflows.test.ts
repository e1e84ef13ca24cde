/**
 * The GitHub Actions workflows are valid: action-validator (@action-validator/cli, the schema of
 * workflow files) accepts every file of .github/workflows, and rejects a broken copy, so a typo'd
 * key or a malformed step fails here instead of on GitHub.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const validator = path.join(root, 'node_modules/.bin/action-validator');
const workflowsDir = path.join(root, '.github/workflows');
const workflows = fs.readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

function validate(file: string) {
  const result = spawnSync(validator, [file], { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A copy of preview.yml with `edit` applied, in a temporary directory. */
function brokenCopy(name: string, edit: (yaml: string) => string): string {
  const original = fs.readFileSync(path.join(workflowsDir, 'preview.yml'), 'utf8');
  const changed = edit(original);
  expect(changed).not.toBe(original);
  const file = path.join(tmp, name);
  fs.writeFileSync(file, changed);
  return file;
}

// Each validation starts node and the validator's WebAssembly: seconds on a busy machine.
describe('GitHub Actions workflows', { timeout: 30_000 }, () => {
  it('has the pull-request preview workflow', () => {
    expect(workflows).toContain('preview.yml');
  });

  it.each(workflows)('%s is a valid workflow', (name) => {
    const { status, output } = validate(path.join(workflowsDir, name));
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('rejects an unknown top-level key', () => {
    const file = brokenCopy('unknown-key.yml', (yaml) =>
      yaml.replace(/^permissions:$/m, 'not-a-key: true\npermissions:'),
    );
    const { status, output } = validate(file);
    expect(status).not.toBe(0);
    expect(output).toContain("Additional property 'not-a-key' is not allowed");
  });

  it('rejects a step with both `uses` and `run`', () => {
    const file = brokenCopy('uses-and-run.yml', (yaml) =>
      yaml.replace(/^( +)- run: npm ci.*$/m, (line, indent: string) => `${line}\n${indent}  uses: actions/checkout@v4`),
    );
    const { status, output } = validate(file);
    expect(status).not.toBe(0);
    expect(output).toContain('/jobs/preview');
  });
});
