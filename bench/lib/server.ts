import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, release, tmpdir, totalmem, type } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SERVER_JS = join(ROOT, 'apps/api/dist/server.js');
export const WEB_DIST = join(ROOT, 'apps/web/dist');
export const ADMIN = { email: 'admin@bench.test', password: 'Bench-Passw0rd' };

/** Stops with a clear message when the build the benchmarks run against is missing. */
export function requireBuild(): void {
  for (const file of [SERVER_JS, join(WEB_DIST, 'index.html')]) {
    if (!existsSync(file)) {
      console.error(`Introuvable : ${file}\nLancez d'abord « npm run build » à la racine du dépôt.`);
      process.exit(1);
    }
  }
}

export interface Memory {
  /** Resident set size now, MiB. */
  rssMiB: number;
  /** Peak resident set size since the process started (VmHWM), MiB. */
  peakMiB: number;
}

/** The resident memory of a Linux process, from /proc/<pid>/status. */
export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMiB: round(kib('VmRSS') / 1024), peakMiB: round(kib('VmHWM') / 1024) };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** A scratch folder and database: a SQLite file inside it, or a new database on a PostgreSQL server. */
export interface Scratch {
  dir: string;
  databaseUrl: string;
  dispose(): Promise<void>;
}

export async function createScratch(postgresUrl?: string): Promise<Scratch> {
  const dir = mkdtempSync(join(tmpdir(), 'rp-bench-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (!postgresUrl) return { dir, databaseUrl: join(dir, 'bench.db'), dispose: async () => removeDir() };
  const name = `rp_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    dir,
    databaseUrl: url.toString(),
    dispose: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}

export interface RunningServer {
  url: string;
  pid: number;
  uploadDir: string;
  memory(): Memory;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${child.exitCode}) :\n${output()}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Le serveur ne répond pas sur /healthz :\n${output()}`);
}

/**
 * Starts the built server (`apps/api/dist/server.js`) as production would, with the benchmark's
 * admin, no demo data, quiet logs (the pipe would cost more than the requests) and rate limits
 * high enough never to answer 429 during a run.
 */
export async function startServer(
  scratch: Scratch,
  options: { user?: { uid: number; gid: number }; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const uploadDir = join(scratch.dir, 'uploads');
  // Run as another user (the fault bench: root would write into a folder made read-only).
  if (options.user) execFileSync('chown', ['-R', `${options.user.uid}:${options.user.gid}`, scratch.dir]);
  // BENCH_NODE_ARGS: extra flags for the server's node (`--cpu-prof` to see where the time goes).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_JS], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.user ?? {}),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: scratch.dir,
      DATABASE_URL: scratch.databaseUrl,
      UPLOAD_DIR: uploadDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'false',
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_APPLY: '1000000',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    uploadDir,
    memory: () => memoryOf(pid),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs in as the benchmark's admin; answers the Authorization header. */
export async function signInAdmin(url: string): Promise<{ authorization: string }> {
  const response = await fetch(`${url}/api/login1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`Connexion admin refusée : ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

const RESULTS = join(ROOT, 'bench/results/latest.json');

/** Merges one benchmark's figures into results/latest.json, under `path` (each script owns its key). */
export function saveResults(path: string[], value: unknown): void {
  const all = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
  let node = all;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(all, null, 2)}\n`);
}

export function machine() {
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${type()} ${release()}`,
    // Other work on the machine skews the figures: the load average says how busy it was.
    loadAverage1m: round(loadavg()[0] ?? 0, 2),
  };
}

/**
 * Checks the build, then runs a suite on SQLite and, when BENCH_DATABASE_URL is set, on PostgreSQL:
 * the suites in that order.
 */
export async function onEachDatabase<S>(
  suite: (database: 'sqlite' | 'postgres', postgresUrl?: string) => Promise<S>,
): Promise<S[]> {
  requireBuild();
  const suites = [await suite('sqlite')];
  if (process.env.BENCH_DATABASE_URL) suites.push(await suite('postgres', process.env.BENCH_DATABASE_URL));
  return suites;
}

/**
 * A scratch database (PostgreSQL when `postgresUrl` is given) filled by `prepare`, under a started
 * server, for the time of `run`; the server stops and the database goes afterwards, whatever happens.
 */
export async function withSeededServer<S, T>(
  postgresUrl: string | undefined,
  prepare: (scratch: Scratch) => Promise<S>,
  run: (server: RunningServer, seed: S, scratch: Scratch) => Promise<T>,
): Promise<T> {
  const scratch = await createScratch(postgresUrl);
  try {
    const seed = await prepare(scratch);
    const server = await startServer(scratch);
    try {
      return await run(server, seed, scratch);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.dispose();
  }
}
