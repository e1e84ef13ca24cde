import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBackend } from './worker-backend';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-worker-'));
  fs.mkdirSync(path.join(root, 'out/docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'out/llms.txt'), '# Docs\n\n- [Intro](https://docs.acme.com/docs/intro.md)\n');
  fs.writeFileSync(path.join(root, 'out/search-records.json'), JSON.stringify({ records: [] }));
  fs.writeFileSync(path.join(root, 'out/docs/intro.md'), '# Intro\n\nHello.\n');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe('workerBackend', () => {
  it('reads the build in a worker thread and answers there', async () => {
    const backend = workerBackend({ root, from: 'out' });
    try {
      expect(await backend.ready).toBe('https://docs.acme.com');
      const body = JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'get_page', arguments: { url_or_path: '/docs/intro' } },
      });
      const bytes = () => new TextEncoder().encode(body);
      const answers = await Promise.all([1, 2, 3].map(() => backend.answer({ body: bytes(), headers })));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(new TextDecoder().decode(answer.body))).toMatchObject({
          id: 7,
          result: { content: [{ text: '# Intro\n\nHello.\n' }] },
        });
      }
    } finally {
      await backend.close();
    }
  }, 30_000);

  it('rejects ready with the reason when there is no build, and answers nothing', async () => {
    const backend = workerBackend({ root: path.join(root, 'nothing'), from: 'out' });
    try {
      await expect(backend.ready).rejects.toThrow(/no build output/);
      await expect(backend.answer({ body: new TextEncoder().encode('{}'), headers })).rejects.toThrow(
        /no build output/,
      );
    } finally {
      await backend.close();
    }
  }, 30_000);
});
