import { describe, expect, it } from 'vitest';
import { cpuLoop, type Host, parsePs, refusal } from './host';

const host = (load: number): Host => ({
  cpus: 2,
  model: 'Test CPU',
  loopMs: 100,
  load,
  busiest: [{ pid: 42, cpu: 87.5, command: 'node (node build.js)' }],
});

describe('host calibration', () => {
  it('does the same work on every call', () => {
    expect(cpuLoop(1000)).toBe(cpuLoop(1000));
    expect(cpuLoop(1000)).not.toBe(cpuLoop(1001));
  });

  it('lists the processes using CPU from ps, without ps itself and the excluded pids', () => {
    const text = [
      '    PID %CPU COMMAND         COMMAND',
      '   4242 95.1 node            node /x/next build',
      '     77  3.0 ps              ps -eo pid,pcpu,comm,args --sort=-pcpu',
      '     12  2.5 bash            bash',
      '      1  0.0 init            /sbin/init',
    ].join('\n');
    expect(parsePs(text, [12])).toEqual([{ pid: 4242, cpu: 95.1, command: 'node (node /x/next build)' }]);
  });

  it('refuses a busy host unless forced, naming the busiest processes and the override', () => {
    expect(refusal(host(0.4), 'bench:search', [])).toBeUndefined();
    expect(refusal(host(1.2), 'bench:search', ['--force'])).toBeUndefined();
    const message = refusal(host(1.2), 'bench:openapi', ['--site']);
    expect(message).toContain('1.20');
    expect(message).toContain('node (node build.js) [pid 42, 87.5% CPU]');
    expect(message).toContain('npm run bench:openapi -- --site --force');
  });
});
