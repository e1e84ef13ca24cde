import type ts from 'typescript5';

/** The part of @typescript/vfs's environment that Twoslash uses and this cache changes. */
interface TwoslashEnv {
  sys: { readFile(fileName: string): string | undefined };
  languageService: ts.LanguageService;
  updateFile(fileName: string, content: string, span?: ts.TextSpan): void;
}

type Diagnostics = { semantic: ts.Diagnostic[]; syntactic: ts.Diagnostic[] };

/**
 * Twoslash's cache of TypeScript environments (its `cache` option), changed so that each sample is
 * checked on one program instead of two.
 *
 * Twoslash creates a sample's files, asks the type of every identifier, then writes each file again
 * with the same text before asking for its errors. In @typescript/vfs every write is a new version,
 * so the language service built a second program and type checker per sample (a third of the
 * check's time). Here a write of a file's current text is skipped. The errors must then come from a
 * checker that has answered no hover yet: a hover on a JSX tag name leaves the checker reporting
 * `Cannot find name 'div'`. So the first hover on a new program first takes the errors of every
 * sample file in it, and the error queries read those.
 */
export class OneProgramPerSample<K> extends Map<K, TwoslashEnv> {
  override set(key: K, env: TwoslashEnv): this {
    const update = env.updateFile.bind(env);
    env.updateFile = (fileName, content, span) => {
      if (span === undefined && env.sys.readFile(fileName) === content) return;
      update(fileName, content, span);
    };
    env.languageService = errorsFirst(env.languageService);
    return super.set(key, env);
  }
}

/** A language service whose hovers come after the errors of the program's sample files. */
function errorsFirst(service: ts.LanguageService): ts.LanguageService {
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
      if (file && !file.isDeclarationFile && file.text !== '') errors.set(fileName, diagnose(fileName));
    }
    return errors;
  };
  const errorsFor = (fileName: string) => {
    const current = service.getProgram();
    return (current && errorsOf(current).get(fileName)) ?? diagnose(fileName);
  };
  return Object.assign(Object.create(service) as ts.LanguageService, {
    getQuickInfoAtPosition(fileName: string, position: number) {
      const current = service.getProgram();
      if (current) errorsOf(current);
      return service.getQuickInfoAtPosition(fileName, position);
    },
    getSemanticDiagnostics: (fileName: string) => errorsFor(fileName).semantic,
    getSyntacticDiagnostics: (fileName: string) => errorsFor(fileName).syntactic,
  });
}
