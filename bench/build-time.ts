/** Times `npm run build` (content check + next build) from a clean .next, and prints the wall time. */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { calibrationNote, checkHost } from './host';

export function timeBuild(): number {
  fs.rmSync('.next', { recursive: true, force: true });
  const started = performance.now();
  execSync('npm run build', {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return (performance.now() - started) / 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = checkHost('npx tsx bench/build-time.ts');
  console.log(`npm run build (clean): ${timeBuild().toFixed(1)} s (${calibrationNote(host)})`);
}
