import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { S3StorageOptions } from '../src/storage/s3.js';

/**
 * Real servers for the tests, started on loopback as child processes: an S3-compatible store
 * (npm s3rver) and Redis (the Debian package's /usr/bin/redis-server). Each test file passes its
 * own port, so files running side by side never meet. A server left running by a crashed test
 * file is killed when its process exits.
 */

const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * Whether tests that need `what` (system software this checkout cannot install itself) can run,
 * given whether it is `available`. On a developer's machine without it they are skipped and say so
 * (`install` tells how to get it), so that `npm test` passes with nothing else installed; in CI
 * (`CI` set, as .ci/run does, which installs it) a missing one is an error, never a silent skip.
 */
export function systemSoftware(what: string, available: boolean, install: string): boolean {
  if (available) return true;
  if (process.env.CI) throw new Error(`${what} introuvable : ${install} (CI l'exige).`);
  console.warn(`${what} introuvable : tests ignorés (${install}).`);
  return false;
}

/** Whether the Redis tests can run (see systemSoftware). */
export const hasRedis = () => systemSoftware(REDIS_SERVER, existsSync(REDIS_SERVER), 'apt-get install redis-server');

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts `command` and waits until its output contains `readyText`. */
export async function startProcess(
  command: string,
  args: string[],
  readyText: string,
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {},
): Promise<{ child: ChildProcess; output: () => string; stop(signal?: NodeJS.Signals): Promise<void> }> {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env ?? process.env,
    cwd: options.cwd,
  });
  children.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => children.delete(child));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} not ready after ${options.timeoutMs ?? 30_000} ms:\n${output}`)),
      options.timeoutMs ?? 30_000,
    );
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`));
    });
  }).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

const S3RVER_BIN = join(dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin/s3rver.js');

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The storage options of the S3 backend on this server. */
  options: S3StorageOptions;
  /** The environment a server process needs to store its files there. */
  env: Record<string, string>;
  /** Stops the server; its data stays, so `start` brings the same bucket back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * s3rver 3.7 works with AWS SDK v3 except in one place: it encrypts the continuation token of a
 * paged ListObjectsV2 with DES, which the OpenSSL 3 of Node ≥ 17 only offers through its legacy
 * provider. It runs here with `--openssl-legacy-provider`; our client needs nothing special.
 */
export async function startS3(port: number, bucket = 'recrutement-test'): Promise<TestS3> {
  const dir = mkdtempSync(join(tmpdir(), 'rp-s3rver-'));
  let server: Awaited<ReturnType<typeof startProcess>> | null = null;
  const start = async () => {
    server = await startProcess(
      process.execPath,
      [
        '--openssl-legacy-provider',
        S3RVER_BIN,
        '--directory',
        dir,
        '--address',
        '127.0.0.1',
        '--port',
        String(port),
        '--silent',
        '--configure-bucket',
        bucket,
      ],
      'S3rver listening',
    );
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const stop = async () => {
    await server?.stop();
    server = null;
  };
  return {
    endpoint,
    bucket,
    options: { endpoint, bucket, region: 'us-east-1', forcePathStyle: true, ...credentials },
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A Redis that keeps nothing on disk, on `port` of loopback. */
export async function startRedis(port: number): Promise<TestRedis> {
  let server: Awaited<ReturnType<typeof startProcess>> | null = null;
  const start = async () => {
    server = await startProcess(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      'Ready to accept connections',
    );
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      await server?.stop();
      server = null;
    },
  };
}

/**
 * Starts servers side by side and answers them all; when one fails, stops those that did start before
 * throwing its error. A server left running would hold its fixed port, and the next run of the file
 * would fail on it (EADDRINUSE) without saying why.
 */
export async function startSideBySide<T extends readonly { stop(): Promise<void> }[]>(
  starts: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const results = await Promise.allSettled(starts);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failure) return results.map((result) => (result as PromiseFulfilledResult<T[number]>).value) as unknown as T;
  await Promise.allSettled(results.map((result) => (result.status === 'fulfilled' ? result.value.stop() : null)));
  throw failure.reason;
}
