import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { alive, descendants, freePort } from './support/processes.js';

/**
 * `npm run dev` (scripts/dev.mjs) stopped by a signal leaves nothing behind: not npm, not tsx watch,
 * not the API it restarts, not Vite, and no port still taken.
 */
const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'rp-dev-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it.each(['SIGINT', 'SIGTERM'] as const)(
  'npm run dev stopped by %s stops tsx watch, the API and Vite, and frees the API port',
  async (signal) => {
    const port = await freePort();
    const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: join(dir, signal),
        DEMO_DATA: 'false',
        NODE_ENV: 'development',
      },
    });
    let out = '';
    dev.stdout.on('data', (chunk) => {
      out += chunk;
    });
    dev.stderr.on('data', (chunk) => {
      out += chunk;
    });
    const exited = new Promise<number | null>((done) => dev.on('exit', (code) => done(code)));
    try {
      for (let i = 0; i < 1200 && !(out.includes('prête :') && /\[web\].*Local/.test(out)); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(out).toContain('prête :');
      expect(out).toMatch(/\[web\].*Local/);
      // Requests are logged as readable lines, not JSON, though the output is a pipe.
      await fetch(`http://127.0.0.1:${port}/pays/list`);
      for (let i = 0; i < 100 && !out.includes('GET /pays/list 200'); i++) await new Promise((r) => setTimeout(r, 50));
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the colours of a terminal
      const plain = out.replace(/\x1b\[[\d;]*m/g, '');
      expect(plain).toMatch(/\[api\] \[\d\d:\d\d:\d\d\] INFO: GET \/pays\/list 200 [\d.]+ ms\n/);
      const started = descendants(dev.pid as number);
      const commands = started.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
      expect(commands.some((c) => c.includes('tsx') && c.includes('watch'))).toBe(true);
      expect(commands.some((c) => c.includes('src/server.ts') && !c.includes('watch'))).toBe(true);
      expect(commands.some((c) => c.includes('vite'))).toBe(true);

      dev.kill(signal);
      expect(await exited).toBe(0);
      for (let i = 0; i < 100 && started.some(alive); i++) await new Promise((r) => setTimeout(r, 50));
      expect(started.filter(alive)).toEqual([]);
      const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => true,
        () => false,
      );
      expect(answered).toBe(false);
    } finally {
      if (dev.exitCode === null) dev.kill('SIGKILL');
    }
  },
  90_000,
);
