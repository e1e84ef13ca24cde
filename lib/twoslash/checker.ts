import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTwoslasher, type TwoslashInstance, type TwoslashNode } from 'twoslash/core';
// The TypeScript 5 compiler, installed as an alias beside the repo's TypeScript 7: 7 is native and
// has no JavaScript compiler API, which Twoslash needs (a language service over virtual files).
import type ts from 'typescript5';
import { diskCache } from '../build/disk-cache';
import { ensureApiTypes, packageDir } from './api-types';
import { OneProgramPerSample } from './env-cache';

/** Bump when the cache entry's format or the check's rules change. */
const FORMAT = 'acme-twoslash/1';
export const CACHE_DIR = '.next/cache/acme-twoslash';
/** The SDK declarations, kept with the content; `@acme/<name>` resolves to `content/types/@acme/<name>`. */
const TYPES_DIR = 'content/types';
/** The shared ambient preamble every sample sees (documented in lib/twoslash/README.md). */
const PREAMBLE = `${TYPES_DIR}/preamble.d.ts`;

/**
 * The compiler, loaded when a sample or the declarations are checked: reading cached results (a
 * rebuild, the build's workers rendering hovers) never needs it, and loading it costs a process
 * 0.1 s required, 0.4–0.7 s imported as ESM (Node scans its 9 MB for named exports).
 */
let compiler: typeof ts | undefined;
function typescript(root: string): typeof ts {
  compiler ??= createRequire(path.join(/*turbopackIgnore: true*/ root, 'package.json'))('typescript5') as typeof ts;
  return compiler;
}

/** The compiler's version, from its package.json: part of the cache key, read without loading it. */
function typescriptVersion(root: string): string {
  const manifest = path.join(packageDir(root, 'typescript5'), 'package.json');
  return (JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ manifest, 'utf8')) as { version: string }).version;
}

/** The compiler options, its enums by name: the cache key is made from them without the compiler. */
const OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'ReactJSX',
  strict: true,
  checkJs: true,
  allowJs: true,
  skipLibCheck: true,
  noEmit: true,
  esModuleInterop: true,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  // The reader's own server samples (Node, Express, a worker) check against the Node types.
  types: ['node'],
  paths: { '@acme/api-types/*': ['.generated/api-types/*'], '@acme/*': [`${TYPES_DIR}/@acme/*`] },
} as const satisfies Record<string, unknown>;

function compilerOptions(root: string): ts.CompilerOptions {
  const { ScriptTarget, ModuleKind, ModuleResolutionKind, JsxEmit } = typescript(root);
  return {
    ...structuredClone(OPTIONS as unknown as ts.CompilerOptions),
    target: ScriptTarget[OPTIONS.target],
    module: ModuleKind[OPTIONS.module],
    moduleResolution: ModuleResolutionKind[OPTIONS.moduleResolution],
    jsx: JsxEmit[OPTIONS.jsx],
  };
}

/** A problem in a sample: its 0-based line in the code as written, and TypeScript's message. */
interface SampleProblem {
  line: number;
  message: string;
}

/** What Twoslash returned, reduced to what rendering reads (JSON, so it can be cached). */
interface CheckedSample {
  code: string;
  nodes: TwoslashNode[];
  meta: { extension: string };
}

export interface SampleResult {
  problems: SampleProblem[];
  /** Absent when the sample could not be checked at all (its problems say why). */
  twoslash?: CheckedSample;
}

/** Every file of the declarations (SDKs, preamble, generated API types), relative to root, sorted. */
function declarationFiles(root: string): string[] {
  const files: string[] = [];
  for (const dir of [TYPES_DIR, '.generated/api-types']) {
    const abs = path.join(/*turbopackIgnore: true*/ root, dir);
    if (!fs.existsSync(/*turbopackIgnore: true*/ abs)) continue;
    for (const file of fs.readdirSync(/*turbopackIgnore: true*/ abs, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.d.ts')) files.push(path.posix.join(dir, file.split(path.sep).join('/')));
  }
  return files.sort();
}

/** 0-based line of an offset. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

/** An offset in Twoslash's output code (cut lines removed) back to the code as written. */
function originalOffset(offset: number, removals: ReadonlyArray<readonly [number, number]>): number {
  let at = offset;
  for (const [start, end] of [...removals].sort((a, b) => a[0] - b[0])) if (start <= at) at += end - start;
  return at;
}

function newTwoslasher(root: string): TwoslashInstance {
  return createTwoslasher({
    // Twoslash's types name `typescript` (here 7); the module given is the 5 compiler.
    tsModule: typescript(root) as never,
    vfsRoot: root,
    tsLibDirectory: path.join(packageDir(root, 'typescript5'), 'lib'),
    compilerOptions: compilerOptions(root),
    // Typed against @typescript/vfs's environment, whose types name `typescript` (here 7).
    cache: new OneProgramPerSample() as never,
  });
}

/** Twoslash made ahead of a root's checker by `warmUp`, for the first checker of that root to take. */
const warmed = new Map<string, TwoslashInstance>();

function takeWarmed(root: string): TwoslashInstance | undefined {
  const twoslasher = warmed.get(root);
  warmed.delete(root);
  return twoslasher;
}

/**
 * Makes Twoslash for `root` and checks an empty module with it, which parses the libraries (ES,
 * DOM, Node: most of a first check's second) before the declarations can be hashed: the child of
 * `startSampleCheck` (check.ts) does this while its parent checks the declarations.
 */
export function warmUp(root = process.cwd()): void {
  const twoslasher = newTwoslasher(root);
  twoslasher('export {};\n', 'ts', { handbookOptions: { noErrorValidation: true } });
  warmed.set(root, twoslasher);
}

/**
 * Type-checks samples with Twoslash against the declarations, caching each result on disk by the
 * sample's language and text and the declarations' hash, so a rebuild checks only changed samples.
 */
export class SampleChecker {
  readonly declarationsHash: string;
  private twoslasher: TwoslashInstance | undefined;
  private readonly store;
  private readonly files: string[];

  constructor(readonly root = process.cwd()) {
    ensureApiTypes(root);
    this.files = declarationFiles(root);
    const hash = createHash('sha256').update(`${FORMAT}\0${typescriptVersion(root)}\0${JSON.stringify(OPTIONS)}\0`);
    for (const file of this.files)
      hash
        .update(`${file}\0`)
        .update(fs.readFileSync(path.join(/*turbopackIgnore: true*/ root, file)))
        .update('\0');
    this.declarationsHash = hash.digest('hex');
    this.store = diskCache(CACHE_DIR, '.json', root);
  }

  /** Errors in the declarations themselves, each naming its file and line (reported instead of any sample's). */
  declarationErrors(): string[] {
    this.declarationProblems ??= this.cachedDeclarationCheck();
    return this.declarationProblems;
  }

  /** The declarations' check is a whole program (seconds): kept on disk by their hash, like samples. */
  private cachedDeclarationCheck(): string[] {
    const key = `declarations-${this.declarationsHash}`;
    const text = this.store.read(key);
    if (text) return JSON.parse(text.toString('utf8')) as string[];
    const problems = this.checkDeclarations();
    this.store.write(key, JSON.stringify(problems));
    return problems;
  }

  private declarationProblems: string[] | undefined;

  private checkDeclarations(): string[] {
    const rootNames = this.files.map((file) => path.join(this.root, file));
    const ts = typescript(this.root);
    const program = ts.createProgram({
      rootNames,
      options: { ...compilerOptions(this.root), skipLibCheck: false, baseUrl: this.root },
    });
    const mine = new Set(rootNames.map((file) => path.normalize(file)));
    const diagnostics = [
      ...program.getGlobalDiagnostics(),
      ...program
        .getSourceFiles()
        .filter((file) => mine.has(path.normalize(file.fileName)))
        .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ];
    return diagnostics.map((d) => {
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
      if (!d.file || d.start === undefined) return `${TYPES_DIR}: ${message}`;
      const { line } = d.file.getLineAndCharacterOfPosition(d.start);
      const file = path.relative(this.root, d.file.fileName).split(path.sep).join('/');
      return `${file}:${line + 1}: TS${d.code}: ${message}`;
    });
  }

  /** The cache key of a sample. */
  key(lang: string, code: string): string {
    return createHash('sha256')
      .update(JSON.stringify([this.declarationsHash, lang, code]))
      .digest('hex');
  }

  /** The cached result of a sample, if any. */
  cached(lang: string, code: string): SampleResult | undefined {
    const text = this.store.read(this.key(lang, code));
    if (!text) return undefined;
    try {
      return JSON.parse(text.toString('utf8')) as SampleResult;
    } catch {
      return undefined;
    }
  }

  /** Checks one sample (from the cache when this text was checked against these declarations). */
  check(lang: string, code: string): SampleResult & { from: 'cache' | 'checker' } {
    const hit = this.cached(lang, code);
    if (hit) return { ...hit, from: 'cache' };
    const result = this.run(lang, code);
    this.store.write(this.key(lang, code), JSON.stringify(result));
    return { ...result, from: 'checker' };
  }

  private run(lang: string, code: string): SampleResult {
    this.twoslasher ??= takeWarmed(this.root) ?? newTwoslasher(this.root);
    const preamble = fs.readFileSync(/*turbopackIgnore: true*/ path.join(this.root, PREAMBLE), 'utf8');
    let result: ReturnType<TwoslashInstance>;
    try {
      result = this.twoslasher(code, lang, {
        extraFiles: { 'acme-preamble.d.ts': preamble },
        handbookOptions: { noErrorValidation: true },
      });
    } catch (error) {
      const message = (error as Error).message.replace(/\s+/g, ' ').trim();
      return { problems: [{ line: 0, message }] };
    }
    const expected = new Set(result.meta.handbookOptions.errors);
    const removals = result.meta.removals.map((r) => [r[0], r[1]] as const);
    const problems = result.errors
      .filter((error) => typeof error.code !== 'number' || !expected.has(error.code))
      .map((error) => ({
        line: lineAt(code, originalOffset(error.start, removals)),
        message: `TS${error.code}: ${error.text}`,
      }));
    return {
      problems,
      twoslash: { code: result.code, nodes: result.nodes, meta: { extension: result.meta.extension } },
    };
  }
}

/** What a checker is made from (declarations, OpenAPI documents, configuration), by size and time. */
function inputsSignature(root: string): string {
  const parts: string[] = [];
  for (const entry of [TYPES_DIR, 'openapi', '.generated/api-types', 'content/site.config.json']) {
    const abs = path.join(/*turbopackIgnore: true*/ root, entry);
    if (!fs.existsSync(/*turbopackIgnore: true*/ abs)) continue;
    const files = fs.statSync(/*turbopackIgnore: true*/ abs).isDirectory()
      ? fs
          .readdirSync(/*turbopackIgnore: true*/ abs, { recursive: true, encoding: 'utf8' })
          .map((file) => path.join(abs, file))
      : [abs];
    for (const file of files.sort()) {
      const stat = fs.statSync(/*turbopackIgnore: true*/ file);
      if (stat.isFile()) parts.push(`${file}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  return parts.join('\n');
}

const checkers = new Map<string, { signature: string; checker: SampleChecker }>();

/**
 * The checker of a project root. Every code block of every page asks for it, so it is made again
 * only when its inputs change on disk (the development server edits them while running), and the
 * one made before is kept when the declarations' hash is the same (its compiler stays warm).
 */
export function sampleChecker(root = process.cwd()): SampleChecker {
  const known = checkers.get(root);
  if (known && known.signature === inputsSignature(root)) return known.checker;
  const fresh = new SampleChecker(root);
  const checker = known && known.checker.declarationsHash === fresh.declarationsHash ? known.checker : fresh;
  // Read after the checker is made: making it may write the API types.
  checkers.set(root, { signature: inputsSignature(root), checker });
  return checker;
}
