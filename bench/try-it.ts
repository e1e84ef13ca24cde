/**
 * `npm run bench:try-it`: the "Try it" console's budgets on the production build in .next/.
 * - the code its first open loads (the console's chunks and the operation's module with its
 *   standalone validators), gzip level 9, for the heaviest operation: at most 40 KB;
 * - open to a ready form on a 4× slowed CPU (CDP Emulation.setCPUThrottlingRate), median of
 *   fresh browser contexts, chunk fetch included: under 100 ms;
 * - the reference pages' first-load JS, to compare with the figure before the console (bench/RESULTS.md).
 */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { calibrationNote, checkHost } from './host';
import { measurePage, printWeights } from './page-weight';
import { startServer } from './server';
import { median } from './stats';

const host = checkHost('bench:try-it');
const RUNS = 7;
const THROTTLE = 4;
/** The Content API's largest module (its body schema has the most rules). */
const TARGET = { api: 'content', operation: 'createContent' };
const BUDGET_KB = 40;
const BUDGET_MS = 100;

printWeights(['/api/content', '/api/profiles'].map((route) => measurePage('.next', route)));

const server = await startServer(3220);
const browser = await chromium.launch(chromiumLaunchOptions);
let failed = false;
try {
  const times: number[] = [];
  let openBytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.goto(`${server.origin}/api/${TARGET.api}#${TARGET.operation}`, { waitUntil: 'networkidle' });
    await page.waitForSelector(`#${TARGET.operation} [data-try-it]`);
    const later: Array<Promise<Buffer>> = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && later.push(response.body()));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
    const ms = (await page.evaluate(`new Promise((resolve) => {
      const started = performance.now();
      document.querySelector('#${TARGET.operation} [data-try-it]').click();
      // Scoped by id: a document-wide selector walks the whole reference on every frame.
      const samples = document.querySelector('#${TARGET.operation} .operation-samples');
      const check = () => (samples.querySelector('.try-it[data-try-it-ready] form') ? resolve(performance.now() - started) : requestAnimationFrame(check));
      check();
    })`)) as number;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    times.push(ms);
    if (run === 0)
      openBytes = (await Promise.all(later)).reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
    await context.close();
  }
  const kb = openBytes / 1024;
  const ms = median(times);
  console.log(`\nTry it, ${TARGET.api}#${TARGET.operation} (${calibrationNote(host)}):`);
  console.log(
    `  code loaded on first open: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB): ${kb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  );
  console.log(
    `  open to ready form, ${THROTTLE}× CPU slowdown: median ${ms.toFixed(0)} ms of ${RUNS} (${times.map((t) => t.toFixed(0)).join(', ')}) (budget ${BUDGET_MS} ms): ${ms < BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`,
  );
  failed = kb > BUDGET_KB || ms >= BUDGET_MS;
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
