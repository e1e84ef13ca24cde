/**
 * `npm run build`'s last step, in one process (a TypeScript loader's start-up is a third of a
 * second): the compile hints on the first-load chunks, then the CSP hashes of the pages as the
 * hints left them (modules run in the order they are imported). Each script reads its folder from
 * argv (.next by default) and exits non-zero on its own error, as when run alone.
 */
import './compile-hints';
import './csp-hashes';
