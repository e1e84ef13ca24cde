/**
 * `npm run i18n:write -- <locale> [--prune]`: writes or updates content/i18n/<locale>/ui.json
 * from the English catalogue (lib/i18n/write.ts): translations kept, new keys added empty, and a
 * key English no longer has named (kept, or dropped with --prune).
 */

import { writeCatalogue } from '../lib/i18n/write';
import { ContentError } from '../lib/utils/errors';

const args = process.argv.slice(2);
const prune = args.includes('--prune');
const locales = args.filter((a) => a !== '--prune');
if (locales.length !== 1 || locales[0].startsWith('-')) {
  console.error('Usage: npm run i18n:write -- <locale> [--prune]   (for example fr)');
  process.exit(2);
}
try {
  const result = writeCatalogue(process.cwd(), locales[0], { prune });
  console.log(
    `${result.existed ? 'Updated' : 'Wrote'} ${result.file}: ${result.kept} translated, ${result.added.length} key(s) added empty (shown in English until translated).`,
  );
  if (result.unknown.length > 0)
    console.warn(
      `${prune ? 'Dropped' : 'Kept'} ${result.unknown.length} key(s) English no longer has: ${result.unknown.map((k) => `"${k}"`).join(', ')}${prune ? '' : ' (they fail the build: rename them, or run again with --prune to drop them)'}`,
    );
} catch (error) {
  console.error(error instanceof ContentError ? `error: ${error.message}` : error);
  process.exit(1);
}
