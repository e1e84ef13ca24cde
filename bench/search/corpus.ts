/**
 * A generated search corpus (seeded, so every run is the same): made-up words with a
 * Zipf-distributed frequency, pages split into records as docRecords() splits them, and queries
 * of words, word starts and typos. It shows how the engine scales to a large docs site.
 */
import type { SearchRecord } from '../../lib/search/types';
import { generator, type Random } from '../random';

export const CORPUS = { seed: 20240607, pages: 5000, vocabulary: 8000, identifiers: 400, queries: 200 };
// Function words make up about a third of English prose; the tokenizer drops them.
const FUNCTION_WORDS =
  'the a of to and in is for that with on as by this it be are from or an at can when you your will which if each'.split(
    ' ',
  );

/** Draws ranks 0…n-1 with probability ∝ 1 / (rank + 1)^s, so a few words are very common. */
function zipf(random: Random, n: number, s = 1.05): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let r = 0; r < n; r++) cumulative[r] = total += 1 / (r + 1) ** s;
  return () => {
    const x = random.next() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * Pronounceable made-up words of 1–4 syllables, shortest first so the most frequent words are
 * short, as in English. No word ends in "s", so the stemmer keeps them apart.
 */
function makeVocabulary(random: Random, size: number): string[] {
  const onsets = [
    'b',
    'c',
    'd',
    'f',
    'g',
    'h',
    'j',
    'k',
    'l',
    'm',
    'n',
    'p',
    'r',
    's',
    't',
    'v',
    'w',
    'z',
    'br',
    'ch',
    'cl',
    'dr',
    'fl',
    'gr',
    'pl',
    'pr',
    'sh',
    'st',
    'tr',
    'th',
  ];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou'];
  const codas = ['', '', '', 'n', 'r', 'l', 't', 'm', 'k', 'nd', 'rt', 'ng', 'x'];
  const words = new Set<string>();
  while (words.size < size) {
    const syllables = random.int(1, 4);
    let word = '';
    for (let i = 0; i < syllables; i++)
      word += random.pick(onsets) + random.pick(vowels) + (i === syllables - 1 ? random.pick(codas) : '');
    if (word.length >= 3 && !FUNCTION_WORDS.includes(word)) words.add(word);
  }
  return [...words].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
}

/** Identifiers as API docs have them: camelCase and snake_case pairs of vocabulary words. */
function makeIdentifiers(random: Random, vocabulary: string[], count: number): string[] {
  const word = () => vocabulary[random.int(50, 2000)];
  return Array.from({ length: count }, (_, i) => {
    const [a, b] = [word(), word()];
    return i % 2 ? `${a}_${b}` : `${a}${b[0].toUpperCase()}${b.slice(1)}`;
  });
}

interface Words {
  random: Random;
  /** Any word of running text: function words, vocabulary by Zipf rank, now and then an identifier. */
  prose: () => string;
  /** A topic word for titles, tags and queries: the vocabulary without its 100 most common words. */
  topic: () => string;
  vocabulary: string[];
}

export function makeWords(seed: number): Words {
  const random = generator(seed);
  const vocabulary = makeVocabulary(random, CORPUS.vocabulary);
  const identifiers = makeIdentifiers(random, vocabulary, CORPUS.identifiers);
  const rank = zipf(random, vocabulary.length);
  const topicRank = zipf(random, vocabulary.length - 100);
  const identifierRank = zipf(random, identifiers.length);
  const prose = () => {
    const x = random.next();
    if (x < 0.35) return random.pick(FUNCTION_WORDS);
    if (x < 0.37) return identifiers[identifierRank()];
    return vocabulary[rank()];
  };
  return { random, prose, topic: () => vocabulary[100 + topicRank()], vocabulary };
}

const capitalize = (text: string) => text[0].toUpperCase() + text.slice(1);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const phrase = (count: number, word: () => string) => Array.from({ length: count }, word).join(' ');

/** Sentences of 6–20 words adding up to `count` words. */
function prose(words: Words, count: number): string {
  const sentences: string[] = [];
  for (let left = count; left > 0; ) {
    const length = Math.min(left, words.random.int(6, 20));
    sentences.push(`${capitalize(phrase(length, words.prose))}.`);
    left -= length;
  }
  return sentences.join(' ');
}

/**
 * One page as docRecords() splits it: the page record (title, tags, the intro) and a record per
 * h2/h3 section; an h3's parent is its h2. 3–8 parts per page, fewer more often.
 */
export function pageRecords(words: Words, n: number): SearchRecord[] {
  const { random } = words;
  const title = capitalize(phrase(random.int(2, 6), words.topic));
  const url = `/docs/${slug(title)}-${n}`;
  const parts = 3 + Math.floor(6 * random.next() ** 2);
  const tags = Array.from({ length: random.int(1, 3) }, words.topic);
  const records: SearchRecord[] = [
    { kind: 'doc', url, page: title, title, content: prose(words, random.int(80, 250)), tags, parents: [] },
  ];
  let h2 = '';
  for (let i = 1; i < parts; i++) {
    const heading = capitalize(phrase(random.int(2, 5), words.topic));
    const isH3 = i > 1 && random.next() < 0.3;
    if (!isH3) h2 = heading;
    records.push({
      kind: 'doc',
      url: `${url}#${slug(heading)}`,
      page: title,
      title: heading,
      content: prose(words, random.int(80, 250)),
      tags: [],
      parents: isH3 ? [h2] : [],
    });
  }
  return records;
}

/** A misspelling: one substitution, deletion, insertion or swap of neighbours. */
function typo(random: Random, word: string): string {
  const i = random.int(1, word.length - 2);
  const letter = random.pick([...'abcdefghijklmnopqrstuvwxyz']);
  switch (random.int(0, 3)) {
    case 0:
      return word.slice(0, i) + letter + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + letter + word.slice(i);
    default:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  }
}

/** 200 queries: 1–3 topic words (70 %), prefixes of longer words (15 %), misspelt words (15 %). */
export function corpusQueries(words: Words): string[] {
  const { random } = words;
  const longWord = (min: number) => {
    for (;;) {
      const word = words.topic();
      if (word.length >= min) return word;
    }
  };
  return Array.from({ length: CORPUS.queries }, (_, i) => {
    if (i % 20 < 14) return phrase(1 + (i % 3), words.topic);
    if (i % 20 < 17) {
      const word = longWord(6);
      return word.slice(0, random.int(3, 5));
    }
    return typo(random, longWord(5));
  });
}
