import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real entry point, run as `npm run dev` runs it (TypeScript through tsx), on a temp folder. */
const apiRoot = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'rp-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dir, ...env },
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, out: () => out, err: () => err, exited };
}

async function readyUrl(run: Run): Promise<string> {
  for (let i = 0; i < 800; i++) {
    const match = /prête : (http:\/\/\S+)/.exec(run.out());
    if (match?.[1]) return match[1];
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.err()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not ready: ${run.out()} ${run.err()}`);
}

describe('server entry', () => {
  it('sweeps orphan files, prints the URL and, on the first start only, the admin password; stops on SIGTERM', async () => {
    const orphan = join(dir, 'uploads', '0b6c3f0e-8a8e-4f7e-9d55-3f1f2a9b7c11.pdf');
    mkdirSync(join(dir, 'uploads'), { recursive: true });
    writeFileSync(orphan, '%PDF-1.4 left by a crash');
    // Left by a crash two hours ago; a file written just now may be another instance's upload.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(orphan, twoHoursAgo, twoHoursAgo);
    const inFlight = join(dir, 'uploads', '5d7e1f2a-3b4c-4d5e-8f60-718293a4b5c6.pdf');
    writeFileSync(inFlight, '%PDF-1.4 being uploaded');
    const first = start({});
    const url = await readyUrl(first);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(inFlight)).toBe(true);
    expect(first.out()).toContain('Fichiers orphelins supprimés : 1.');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(first.out()).toMatch(/e-mail\s+: admin@example\.com/);
    const password = /mot de passe : (\S+)/.exec(first.out())?.[1] ?? '';
    const login = await fetch(`${url}/api/login1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    expect(login.status).toBe(200);
    expect(first.out()).toContain('12 offres');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start({});
    await readyUrl(second);
    expect(second.out()).not.toContain('mot de passe');
    expect(second.out()).not.toContain('offres créées');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 90_000);

  it('creates no admin on a start that cannot listen: the next start creates it and shows its password', async () => {
    const own = mkdtempSync(join(tmpdir(), 'rp-server-busy-'));
    const busy = createServer();
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
    try {
      const port = String((busy.address() as AddressInfo).port);
      const failed = start({ DATA_DIR: own, PORT: port, DEMO_DATA: 'false' });
      expect(await failed.exited).toBe(1);
      expect(failed.err()).toContain('Le port est déjà utilisé');
      expect(failed.out()).not.toContain('mot de passe');

      const next = start({ DATA_DIR: own, DEMO_DATA: 'false' });
      await readyUrl(next);
      expect(next.out()).toMatch(/e-mail\s+: admin@example\.com/);
      expect(next.out()).toMatch(/mot de passe : \S{8,}/);
      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
    } finally {
      busy.close();
      rmSync(own, { recursive: true, force: true });
    }
  }, 90_000);

  it('logs one readable line per request with LOG_FORMAT=pretty, and JSON lines when piped by default', async () => {
    const own = mkdtempSync(join(tmpdir(), 'rp-server-log-'));
    const env = {
      DATA_DIR: own,
      DEMO_DATA: 'false',
      NODE_ENV: 'development',
      JOBS: 'false',
      ADMIN_PASSWORD: 'Admin-Passw0rd',
    };
    try {
      const pretty = start({ ...env, LOG_FORMAT: 'pretty' });
      const url = await readyUrl(pretty);
      await fetch(`${url}/pays/list?page=1&size=1`);
      await fetch(`${url}/nulle-part`, { headers: { accept: 'application/json' } });
      for (let i = 0; i < 100 && !pretty.out().includes('/nulle-part'); i++)
        await new Promise((r) => setTimeout(r, 50));
      pretty.child.kill('SIGTERM');
      expect(await pretty.exited).toBe(0);
      const requestLines = pretty
        .out()
        .split('\n')
        .filter((l) => /\b(GET|POST) \//.test(l));
      expect(requestLines).toEqual([
        expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/pays\/list 200 [\d.]+ ms$/),
        expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/nulle-part 404 [\d.]+ ms$/),
      ]);
      expect(pretty.out()).not.toContain('{"');

      // Not a terminal (a pipe, as here): JSON lines, one per request.
      const piped = start(env);
      const pipedUrl = await readyUrl(piped);
      await fetch(`${pipedUrl}/pays/list`);
      for (let i = 0; i < 100 && !piped.out().includes('/pays/list'); i++) await new Promise((r) => setTimeout(r, 50));
      piped.child.kill('SIGTERM');
      expect(await piped.exited).toBe(0);
      const json = piped
        .out()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l));
      expect(json.filter((e) => e.req)).toEqual([
        expect.objectContaining({ msg: expect.stringMatching(/^GET \/pays\/list 200 /), res: { statusCode: 200 } }),
      ]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  }, 90_000);

  it('stops with the configuration message, no stack, on a bad variable', async () => {
    const run = start({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.err()).toContain('PORT');
    expect(run.err()).not.toMatch(/\n\s+at /);
  }, 30_000);
});
