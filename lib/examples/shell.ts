/** One shell command: its words after quote removal, the file line it starts on, and its here-document. */
export interface ShellCommand {
  words: string[];
  /** 0-based line within the code block. */
  line: number;
  stdin?: string;
}

/**
 * Splits a shell snippet into commands and words, the way a POSIX shell would read it for the
 * parts examples use: quotes, backslash line continuations, comments, `;`, `&&`, `||`, `|` and
 * `<<EOF` here-documents. Variables (`$TOKEN`) stay as written: they are values, not syntax.
 */
export function parseShell(code: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: string[] = [];
  let word: string | null = null;
  let line = 0;
  let start = 0;
  let heredoc: string | null = null;
  const endWord = () => {
    if (word !== null) words.push(word);
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length) commands.push({ words, line: start });
    words = [];
  };
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (!words.length && word === null && c !== '\n' && !/\s/.test(c)) start = line;
    if (c === '\\' && code[i + 1] === '\n') {
      i++;
      line++;
    } else if (c === '\\') {
      word = (word ?? '') + (code[++i] ?? '');
    } else if (c === "'") {
      const end = code.indexOf("'", i + 1);
      const text = code.slice(i + 1, end < 0 ? code.length : end);
      line += text.split('\n').length - 1;
      word = (word ?? '') + text;
      i = end < 0 ? code.length : end;
    } else if (c === '"') {
      let text = '';
      for (i++; i < code.length && code[i] !== '"'; i++) {
        if (code[i] === '\\' && /["\\$`]/.test(code[i + 1] ?? '')) text += code[++i];
        else text += code[i];
      }
      line += text.split('\n').length - 1;
      word = (word ?? '') + text;
    } else if (c === '#' && word === null) {
      while (i + 1 < code.length && code[i + 1] !== '\n') i++;
    } else if (c === '<' && code[i + 1] === '<' && word === null) {
      const m = /^<<-?\s*(['"]?)(\w+)\1/.exec(code.slice(i));
      if (!m) continue;
      heredoc = m[2];
      i += m[0].length - 1;
    } else if (c === '\n') {
      const current = { words: [...words, ...(word !== null ? [word] : [])], line: start };
      endCommand();
      line++;
      if (heredoc) {
        const rest = code.slice(i + 1).split('\n');
        const end = rest.findIndex((l) => l.trim() === heredoc);
        const body = rest.slice(0, end < 0 ? rest.length : end);
        const last = commands.at(-1);
        if (last && last.words.join() === current.words.join()) last.stdin = body.join('\n');
        i += body.join('\n').length + 1 + (end < 0 ? 0 : heredoc.length + 1);
        line += body.length + (end < 0 ? 0 : 1);
        heredoc = null;
      }
    } else if (c === ';' || c === '|' || (c === '&' && code[i + 1] === '&')) {
      if (code[i + 1] === c) i++;
      endCommand();
    } else if (/\s/.test(c)) {
      endWord();
    } else {
      word = (word ?? '') + c;
    }
  }
  endCommand();
  return commands;
}
