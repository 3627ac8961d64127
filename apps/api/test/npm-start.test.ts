import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, commandOf, descendants, freePort } from './support/processes.js';

/**
 * `npm start` (scripts/start.mjs) stopped as a process manager, a container or a terminal stops it:
 * the server closes gracefully, nothing of the tree is left, and the exit is clean. Before, npm's
 * `sh -c "… && node apps/api/dist/server.js"` died on SIGTERM and left the server serving, orphaned.
 *
 * Cost: `npm start` builds the contract, the web client and the API (a minute or more on a busy
 * machine). The real path is walked once, build included (the second test, with a generous
 * timeout); the first test stops a build early, and the later ones start what that build wrote
 * with `START_BUILD=false` (scripts/start.mjs), a few seconds each. The tests run in this order.
 */
const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'rp-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Started {
  npm: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

async function npmStart(name: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  // A group of its own, as a shell gives a command, so that a test can signal it as a terminal does.
  const npm = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dir, name),
      DEMO_DATA: 'false',
      ...env,
    },
  });
  let out = '';
  npm.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  npm.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((done) => npm.on('exit', (code) => done(code)));
  return { npm, port, output: () => out, exited };
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );

async function until(what: string, condition: () => Promise<boolean> | boolean, ms: number, s: Started) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${ms} ms. Output:\n${s.output()}`);
    await wait(200);
  }
}

/** Stops it anyway (a failed test), the whole tree of processes it had. */
function killAll(s: Started, tree: number[]) {
  for (const pid of [s.npm.pid as number, ...tree]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone.
    }
  }
}

/** Serving: the tree under npm (npm, the start script, the server) and the server's graceful stop. */
async function expectStops(s: Started, stop: () => void, signal: 'SIGTERM' | 'SIGINT') {
  const tree = descendants(s.npm.pid as number);
  expect(tree.some((pid) => commandOf(pid).includes('scripts/start.mjs'))).toBe(true);
  expect(tree.some((pid) => commandOf(pid).includes('apps/api/dist/server.js'))).toBe(true);
  try {
    stop();
    await until('every process of the tree gone', () => !tree.some(alive), 15_000, s);
    expect(await answers(s.port)).toBe(false);
    // Through the server's graceful shutdown, once (copies of one signal are one request).
    expect(s.output().split(`${signal} reçu : arrêt en cours`).length - 1).toBe(1);
    expect(s.output()).not.toContain('Arrêt incomplet');
  } finally {
    killAll(s, tree);
  }
}

describe('npm start', () => {
  it('stopped by SIGTERM while building: the build ends, no server starts, exit 0', async () => {
    const s = await npmStart('building');
    let tree: number[] = [];
    try {
      await until(
        'the build running',
        () => {
          tree = descendants(s.npm.pid as number);
          return tree.some((pid) => /\b(tsc|vite)\b/.test(commandOf(pid)));
        },
        60_000,
        s,
      );
      s.npm.kill('SIGTERM');
      expect(await s.exited).toBe(0);
      await until('every process of the build gone', () => !tree.some(alive), 15_000, s);
      expect(s.output()).not.toContain('prête :');
      expect(await answers(s.port)).toBe(false);
    } finally {
      killAll(s, tree);
    }
  }, 90_000);

  it('builds, serves, and SIGTERM to npm ends the server gracefully with the whole tree, exit 0', async () => {
    const s = await npmStart('sigterm');
    // The build shares two cores with whatever else runs: minutes, in the worst case seen.
    await until('the server answering', () => answers(s.port), 420_000, s);
    await expectStops(s, () => s.npm.kill('SIGTERM'), 'SIGTERM');
    expect(await s.exited).toBe(0);
  }, 480_000);

  it('Ctrl-C (SIGINT to the whole foreground group, npm forwarding its copy) stops it once, exit 0', async () => {
    const s = await npmStart('sigint', { START_BUILD: 'false' });
    await until('the server answering', () => answers(s.port), 60_000, s);
    await expectStops(s, () => process.kill(-(s.npm.pid as number), 'SIGINT'), 'SIGINT');
    expect(await s.exited).toBe(0);
  }, 90_000);

  it('npm killed outright (SIGKILL): the start script, orphaned, stops the server gracefully', async () => {
    const s = await npmStart('sigkill', { START_BUILD: 'false' });
    await until('the server answering', () => answers(s.port), 60_000, s);
    await expectStops(s, () => s.npm.kill('SIGKILL'), 'SIGTERM');
  }, 90_000);
});
