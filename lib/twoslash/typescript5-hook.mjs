// Loaded with `node --import` around openapi-typescript: it imports `typescript` for its compiler
// API, which TypeScript 7 (the repo's `typescript`) no longer has; the `typescript5` alias has it.
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  return next(specifier === 'typescript' ? 'typescript5' : specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
