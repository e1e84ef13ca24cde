/** `tsx bench/lighthouse/static-server.ts DIR PORT`: static-host.ts in a process of its own, as npm start runs in one. */
import { serveStaticSite } from './static-host';

const [dir, port] = process.argv.slice(2);
if (!dir || !Number(port)) {
  console.error('usage: tsx bench/lighthouse/static-server.ts DIR PORT');
  process.exit(2);
}
serveStaticSite(dir, Number(port)).on('listening', () => console.log(`Serving ${dir} on http://127.0.0.1:${port}`));
