import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A real server process (`src/server.ts`, as `npm run dev` runs it) on a port of loopback, for the
 * tests that need several instances: each has its own data folder, and shares with the others what
 * `env` names (database, bucket, Redis, JWT secret).
 */
const API = resolve(import.meta.dirname, '../..');

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface Instance {
  url: string;
  /** SIGKILL: the process dies at once, mid-request (a crash, a lost machine). */
  kill(): Promise<void>;
  stop(): Promise<void>;
  output(): string;
}

export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), `rp-instance-${port}-`));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-client'),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
  });
  running.add(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  void exited.then(() => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${port} exited (${child.exitCode}):\n${log}`);
    // Started means its banner is printed: the server listens first and ensures the first admin
    // after (server.ts), so /healthz alone can answer before the admin exists.
    if (
      log.includes('Plateforme de recrutement prête') &&
      (await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance ${port} not started after 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, kill: () => end('SIGKILL'), stop: () => end('SIGTERM'), output: () => log };
}
