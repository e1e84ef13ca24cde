/**
 * `npm run docs:version -- <name>`: cuts a docs version (lib/versions/cut.ts): snapshots
 * content/docs and the OpenAPI documents they link to under content/versions/<name>/ and records
 * the version in content/site.config.json. A bad or existing name changes nothing.
 */
import { ContentError } from '../lib/utils/errors';
import { cutSummary, cutVersion } from '../lib/versions/cut';

const name = process.argv[2];
if (!name || process.argv.length > 3) {
  console.error('Usage: npm run docs:version -- <name>   (for example 3.2)');
  process.exit(2);
}
try {
  console.log(cutSummary(name, cutVersion(process.cwd(), name)));
} catch (error) {
  console.error(error instanceof ContentError ? `error: ${error.message}` : error);
  process.exit(1);
}
