/**
 * The lines of a Markdown text outside its fenced code blocks: what the checks of the Markdown
 * copies (unit and end-to-end tests) read as prose, where no JSX or HTML may be left.
 */
export function proseLines(markdown: string): string[] {
  let inFence = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return false;
    }
    return !inFence;
  });
}
