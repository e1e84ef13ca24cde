/**
 * The keys written more than once in one object of a JSON text, the object found by its key path
 * (`['docs', 'versions']`). JSON.parse keeps the last of duplicate keys without a word, so a
 * configuration that names a version twice is caught here, in the text. The text is valid JSON.
 */
export function duplicateKeys(text: string, keyPath: string[]): string[] {
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const readString = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  /** Skips one value; for an object on the path, returns the duplicate keys found below. */
  const value = (depth: number, onPath: boolean): string[] => {
    skipSpace();
    const c = text[i];
    if (c === '"') {
      readString();
      return [];
    }
    if (c === '[') {
      i++;
      const found: string[] = [];
      for (skipSpace(); text[i] !== ']'; skipSpace()) {
        found.push(...value(depth + 1, false));
        skipSpace();
        if (text[i] === ',') i++;
      }
      i++;
      return found;
    }
    if (c === '{') {
      i++;
      const seen = new Set<string>();
      const found: string[] = [];
      const target = onPath && depth === keyPath.length;
      for (skipSpace(); text[i] !== '}'; skipSpace()) {
        const key = readString();
        if (target && seen.has(key) && !found.includes(key)) found.push(key);
        seen.add(key);
        skipSpace();
        i++; // ':'
        found.push(...value(depth + 1, onPath && depth < keyPath.length && keyPath[depth] === key));
        skipSpace();
        if (text[i] === ',') i++;
      }
      i++;
      return found;
    }
    while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
    return [];
  };
  return value(0, true);
}
