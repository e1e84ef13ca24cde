import { describe, expect, it } from 'vitest';
import { FrontmatterError, splitFrontmatter } from './frontmatter';

describe('splitFrontmatter with gray-matter underneath', () => {
  it('refuses a line starting with "---" inside the block, on its line, rather than ending the block there', () => {
    const read = () => splitFrontmatter('---\ntitle: A\n--- not a delimiter\nmore: 1\n---\nBody');
    expect(read).toThrow(FrontmatterError);
    expect(read).toThrow(/line starting with "---"/);
    try {
      read();
    } catch (error) {
      expect((error as FrontmatterError).line).toBe(3);
    }
  });

  it('never hands gray-matter another language: "---js" is no delimiter, so nothing is evaluated', () => {
    const raw = '---js\n{ title: (globalThis.evaluated = 1) }\n---\nBody';
    expect(splitFrontmatter(raw)).toEqual({ data: {}, body: raw, bodyLineOffset: 0 });
    expect((globalThis as { evaluated?: number }).evaluated).toBeUndefined();
  });

  it('reads each file afresh (gray-matter caches only calls without options)', () => {
    const raw = '---\ntitle: A\n---\nBody';
    const first = splitFrontmatter(raw);
    first.data.title = 'changed';
    expect(splitFrontmatter(raw).data).toEqual({ title: 'A' });
  });
});
