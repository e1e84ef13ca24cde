/** One page of llms-full.txt: its absolute URL and its Markdown copy. */
interface FullTextSection {
  url: string;
  text: string;
}

export interface LlmsFullInput {
  site: { title: string; tagline: string; url: string };
  /** The current docs' copies in sidebar order, then the API references' pages. */
  sections: FullTextSection[];
}

/**
 * /llms-full.txt: the whole documentation in one Markdown file, for assistants that cannot follow
 * llms.txt's links. A short header, then each page's Markdown copy as written (so the file costs
 * what the copies cost, plus one `Page:` line and a rule per page), each headed by its URL. Pure.
 */
export function buildLlmsFullTxt({ site, sections }: LlmsFullInput): string {
  const head =
    `# ${site.title.trim()}: full text\n\n> ${site.tagline.replace(/\s+/g, ' ').trim()}\n\n` +
    `Every current docs page in sidebar order, then the API references, each as its Markdown copy ` +
    `under the URL it comes from. The index of pages is ${site.url}/llms.txt.\n`;
  return [head, ...sections.map((s) => `Page: ${s.url}\n\n${s.text.trim()}\n`)].join('\n---\n\n');
}
