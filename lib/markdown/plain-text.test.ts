import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it("keeps a sample's visible code and leaves out its hidden context above the cut line", () => {
    const tree = unified()
      .use(remarkParse)
      .parse(
        'Intro\n\n```ts\ndeclare const signup: unknown;\n// ---cut---\nsignup;\n```\n\n```text\n// ---cut---\nkept\n```\n',
      );
    const text = plainText(tree);
    expect(text).toContain('signup;');
    expect(text).not.toContain('declare const');
    expect(text).toContain('// ---cut---\nkept');
  });
});
