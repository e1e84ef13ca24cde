import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempProjects } from '../build/temp-project';
import { checkDiagrams, type DiagramVerdicts } from './mermaid-check';
import { diskDiagramVerdicts, MERMAID_CACHE_DIR } from './mermaid-verdicts';
import { parseMarkdown } from './parse';

/** A project folder with the checking code (mermaid-check.ts is the fingerprint's entry) and a lockfile. */
const project = tempProjects('mermaid-verdicts-', 'lib/markdown/mermaid-check.ts');

const GOOD = 'flowchart LR\n  A --> B';
const BROKEN = 'flowchart LR\n  A --> B{merge\n  B --> C';
const page = (...diagrams: string[]) => ({
  file: 'content/docs/a.mdx',
  tree: parseMarkdown(diagrams.map((d) => `\`\`\`mermaid\n${d}\n\`\`\`\n`).join('\n')),
  lineOffset: 3,
});

/** Verdicts that list what the check records. */
function counting(inner: DiagramVerdicts) {
  const seen = { recorded: [] as string[] };
  const verdicts: DiagramVerdicts = {
    parses: (text) => inner.parses(text),
    recordParsed(text) {
      seen.recorded.push(text);
      inner.recordParsed(text);
    },
  };
  return { verdicts, seen };
}

describe('diskDiagramVerdicts', () => {
  it('records a diagram that parsed, by its text and the checking code', () => {
    const root = project();
    const verdicts = diskDiagramVerdicts(root);
    expect(verdicts.parses(GOOD)).toBe(false);
    verdicts.recordParsed(GOOD);
    expect(diskDiagramVerdicts(root).parses(GOOD)).toBe(true);
    expect(diskDiagramVerdicts(root).parses(`${GOOD}\n  B --> C`)).toBe(false);
    fs.writeFileSync(path.join(root, 'lib/markdown/mermaid-check.ts'), 'export const checker = 2;\n');
    expect(diskDiagramVerdicts(root).parses(GOOD)).toBe(false);
  });

  it('lets the check skip a known diagram, parse an edited one, and never record a failure', async () => {
    const root = project();
    const first = counting(diskDiagramVerdicts(root));
    expect((await checkDiagrams([page(GOOD)], first.verdicts)).errors).toEqual([]);
    expect(first.seen.recorded).toEqual([GOOD]);

    const second = counting(diskDiagramVerdicts(root));
    expect(await checkDiagrams([page(GOOD)], second.verdicts)).toEqual({ errors: [], checked: 1 });
    expect(second.seen.recorded).toEqual([]);

    // The same page with its diagram broken: parsed, and refused with the file and line, every time.
    for (let i = 0; i < 2; i++) {
      const { errors } = await checkDiagrams([page(GOOD, BROKEN)], diskDiagramVerdicts(root));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^content\/docs\/a\.mdx:\d+:\d+: the mermaid diagram does not parse/);
    }
    expect(fs.readdirSync(path.join(root, MERMAID_CACHE_DIR))).toHaveLength(1);
  });
});
