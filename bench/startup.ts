/**
 * Start-up of `npm start` with a Stripe-size document (issue 39's budget: within 1.2× of the site
 * without it), end to end: from spawning scripts/start.ts to (1) the home page answering 200 and
 * (2) the MCP server answering `tools/list` (its worker has read every reference's model by then).
 * The reference is the site's own build in .next/; the other is the scale copy of e2e/scale/site.ts
 * (the site with Stripe's 468-operation document, .e2e-dev/scale), built by `--prepare`. The two
 * are started alternately, ROUNDS times each, and the medians compared: the ratio is the figure.
 *
 * Usage: npx tsx bench/startup.ts [--prepare] [--rounds=N] [--force]
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SCALE_DIR } from '../e2e/scale/site';
import { copySite } from '../scripts/site-copy';
import { calibrationNote, checkHost } from './host';
import { freePort } from './server';
import { median } from './stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3);

function prepare() {
  const stripe = path.join(ROOT, '.e2e-dev/stripe-spec3.yaml');
  fs.mkdirSync(path.dirname(stripe), { recursive: true });
  fs.writeFileSync(
    stripe,
    zlib.gunzipSync(fs.readFileSync(path.join(ROOT, 'e2e/scale/fixtures/stripe-spec3.yaml.gz'))),
  );
  copySite(SCALE_DIR, { apis: [{ id: 'stripe', title: 'Stripe API', source: stripe, mode: 'lenient' }] });
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: SCALE_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`scale copy built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every 25 ms until it resolves true; the time since `t0`, ms. */
async function until(t0: number, child: ChildProcess, probe: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if (await probe()) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
}

/** One start of scripts/start.ts in `cwd`: ms to the home page, ms to MCP's tools/list. */
async function startOnce(cwd: string): Promise<{ pageMs: number; mcpMs: number }> {
  const port = await freePort(3720);
  const origin = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '-p', String(port)], {
    cwd,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  try {
    const pageMs = await until(t0, child, async () => (await fetch(`${origin}/`)).status === 200);
    const mcpMs = await until(t0, child, async () => {
      const answer = await fetch(`${origin}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      return answer.status === 200 && (await answer.text()).includes('get_operation');
    });
    return { pageMs, mcpMs };
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    await sleep(300);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = checkHost('npx tsx bench/startup.ts');
  if (process.argv.includes('--prepare') || !fs.existsSync(path.join(SCALE_DIR, '.next/BUILD_ID'))) prepare();
  const runs: Record<'site' | 'stripe', Array<{ pageMs: number; mcpMs: number }>> = { site: [], stripe: [] };
  for (let round = 0; round < rounds; round++) {
    runs.site.push(await startOnce(ROOT));
    runs.stripe.push(await startOnce(SCALE_DIR));
    console.log(
      `round ${round + 1}: site ${runs.site.at(-1)!.pageMs.toFixed(0)} / ${runs.site.at(-1)!.mcpMs.toFixed(0)} ms, ` +
        `with Stripe ${runs.stripe.at(-1)!.pageMs.toFixed(0)} / ${runs.stripe.at(-1)!.mcpMs.toFixed(0)} ms (page / MCP ready)`,
    );
  }
  const m = (list: Array<{ pageMs: number; mcpMs: number }>, key: 'pageMs' | 'mcpMs') =>
    median(list.map((r) => r[key]));
  const page = m(runs.stripe, 'pageMs') / m(runs.site, 'pageMs');
  const mcp = m(runs.stripe, 'mcpMs') / m(runs.site, 'mcpMs');
  console.log(`\nnpm start, spawn to ready, medians of ${rounds} alternating starts (${calibrationNote(host)}):`);
  console.log(
    `  home page 200:      site ${m(runs.site, 'pageMs').toFixed(0)} ms, with Stripe ${m(runs.stripe, 'pageMs').toFixed(0)} ms: ${page.toFixed(2)}× (budget 1.2×) ${page <= 1.2 ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `  MCP tools/list 200: site ${m(runs.site, 'mcpMs').toFixed(0)} ms, with Stripe ${m(runs.stripe, 'mcpMs').toFixed(0)} ms: ${mcp.toFixed(2)}×`,
  );
  process.exitCode = page <= 1.2 ? 0 : 1;
}
