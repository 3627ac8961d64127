import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway PostgreSQL server for tests and benches that stop and restart it (the shared one must
 * never be stopped). initdb into a temporary folder, pg_ctl to start and stop. PostgreSQL refuses
 * to run as root, so under root the commands run as the `postgres` OS user (as CI does).
 */

const run = promisify(execFile);

/** The folder of initdb and pg_ctl: PG_BIN, or the newest /usr/lib/postgresql/<version>/bin. */
export function findPgBin(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'pg_ctl'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** Whether this machine can run a throwaway cluster (binaries, and a non-root user to run it as). */
export async function canRunCluster(): Promise<boolean> {
  if (!findPgBin()) return false;
  if (process.getuid?.() !== 0) return true;
  try {
    await run('id', ['-u', 'postgres']);
    return true;
  } catch {
    return false;
  }
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first free port from `from` (5433–5439 is this project's range for extra clusters). */
export async function freePort(from: number, to = from + 20): Promise<number> {
  for (let port = from; port <= to; port += 1) if (await isFree(port)) return port;
  throw new Error(`no free port in ${from}-${to}`);
}

export interface PgCluster {
  port: number;
  /** Superuser URL (trust authentication on 127.0.0.1), database `postgres`. */
  url: string;
  start(): Promise<void>;
  /** `fast`: open sessions are terminated (57P01), as in a restart by the operator. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
}

export async function createCluster(port: number): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (set PG_BIN)');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'rp-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const ids = await run('id', ['-u', 'postgres']);
    const gid = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(ids.stdout.trim()), Number(gid.stdout.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const cluster: PgCluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
    },
    stop: async (mode = 'fast') => {
      await pg('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
    },
    destroy: async () => {
      await cluster.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
