import rehypePrettyCode from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { prettyCode } from './mdx-pipeline';
import { rehypeCompactCode } from './rehype-compact-code';

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypePrettyCode, prettyCode)
  .use(rehypeCompactCode)
  .use(rehypeStringify);

/**
 * One code block highlighted as the docs' pages highlight theirs: a `ts`, `tsx`, `js` or `jsx`
 * sample with its hover types from the sample check's results (lib/twoslash; the lines above
 * `// ---cut---` left out), colours as classes. For samples outside MDX (the SDK calls beside a
 * reference's HTTP samples).
 */
export async function typedCodeHtml(lang: string, code: string): Promise<string> {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return String(await processor.process(`${fence}${lang}\n${code}\n${fence}\n`));
}
