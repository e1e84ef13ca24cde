import type ts from 'typescript5';

/** The part of @typescript/vfs's environment that Twoslash uses and this cache changes. */
interface TwoslashEnv {
  sys: { readFile(fileName: string): string | undefined };
  languageService: ts.LanguageService;
  getSourceFile(fileName: string): ts.SourceFile | undefined;
  createFile(fileName: string, content: string): void;
  updateFile(fileName: string, content: string, span?: ts.TextSpan): void;
}

type Diagnostics = { semantic: ts.Diagnostic[]; syntactic: ts.Diagnostic[] };

/**
 * What an emptied file holds: a module with nothing in it. An empty file has no text for the
 * language service, so it counts as a missing root, and TypeScript builds every later program from
 * nothing when a missing file exists again; a sample importing a file it did not declare finds no
 * export in it, as it found none in the empty file.
 */
const EMPTIED = 'export {};\n';

/**
 * Twoslash's cache of TypeScript environments (its `cache` option), changed so that a sample costs
 * one program, mostly built from the last one.
 *
 * - Twoslash writes a sample's files again, with the text it created them with, before asking for
 *   their errors. In @typescript/vfs every write is a new version: the language service built a
 *   second program and type checker per sample. A write of a file's current text is skipped.
 * - The errors must then come from a checker that has answered no hover yet: a hover on a JSX tag
 *   name leaves the checker reporting `Cannot find name 'div'`. So the first hover on a new program
 *   first takes the errors of every sample file in it, and the error queries read those.
 * - After each sample Twoslash empties its files and the preamble, which it writes again for the
 *   next. An emptying is held until the next query and dropped when the file is written again
 *   first (the preamble stays as it is); one still due then leaves `EMPTIED` in the file. A program
 *   whose files all exist and whose sample imports what the last one imported reuses the last
 *   one's structure instead of resolving the libraries and @types/node again.
 */
export class OneProgramPerSample<K> extends Map<K, TwoslashEnv> {
  override set(key: K, env: TwoslashEnv): this {
    const create = env.createFile.bind(env);
    const update = env.updateFile.bind(env);
    const getSourceFile = env.getSourceFile.bind(env);
    const emptying = new Set<string>();
    const flush = () => {
      for (const fileName of emptying) if (env.sys.readFile(fileName) !== EMPTIED) create(fileName, EMPTIED);
      emptying.clear();
    };
    env.createFile = (fileName, content) => {
      if (content === '') return void emptying.add(fileName);
      emptying.delete(fileName);
      if (env.sys.readFile(fileName) !== content) create(fileName, content);
    };
    env.updateFile = (fileName, content, span) => {
      flush();
      if (span === undefined && env.sys.readFile(fileName) === content) return;
      update(fileName, content, span);
    };
    env.getSourceFile = (fileName) => {
      flush();
      return getSourceFile(fileName);
    };
    env.languageService = errorsFirst(env.languageService, flush);
    return super.set(key, env);
  }
}

/** A language service whose hovers come after the errors of the program's sample files. */
function errorsFirst(service: ts.LanguageService, beforeQuery: () => void): ts.LanguageService {
  let program: ts.Program | undefined;
  let errors = new Map<string, Diagnostics>();
  const diagnose = (fileName: string): Diagnostics => ({
    semantic: service.getSemanticDiagnostics(fileName),
    syntactic: service.getSyntacticDiagnostics(fileName),
  });
  // The errors of each sample file (a root that is not a declaration file and not emptied), once per program.
  const errorsOf = (current: ts.Program) => {
    if (current === program) return errors;
    program = current;
    errors = new Map();
    for (const fileName of current.getRootFileNames()) {
      const file = current.getSourceFile(fileName);
      if (file && !file.isDeclarationFile && file.text !== '' && file.text !== EMPTIED)
        errors.set(fileName, diagnose(fileName));
    }
    return errors;
  };
  const errorsFor = (fileName: string) => {
    beforeQuery();
    const current = service.getProgram();
    return (current && errorsOf(current).get(fileName)) ?? diagnose(fileName);
  };
  return Object.assign(Object.create(service) as ts.LanguageService, {
    getProgram() {
      beforeQuery();
      return service.getProgram();
    },
    getQuickInfoAtPosition(fileName: string, position: number) {
      beforeQuery();
      const current = service.getProgram();
      if (current) errorsOf(current);
      return service.getQuickInfoAtPosition(fileName, position);
    },
    getSemanticDiagnostics: (fileName: string) => errorsFor(fileName).semantic,
    getSyntacticDiagnostics: (fileName: string) => errorsFor(fileName).syntactic,
  });
}
