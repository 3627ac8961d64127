import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../../src/config/index.js';
import { createDatabase, type DatabaseHandle, migrateToLatest } from '../../src/db/index.js';
import { freshPostgres } from '../helpers.js';

/**
 * Exclusive jobs across two real processes on one database (PostgreSQL with TEST_DATABASE_URL,
 * else one SQLite file): never two runs at once, and a periodic run once per period however many
 * instances tick.
 */
const API = resolve(import.meta.dirname, '../..');

let database: DatabaseHandle;
let url: string;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rp-jobs-'));
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  url = postgres?.url ?? join(dir, 'jobs.db');
  database = createDatabase(parseDatabaseUrl(url));
  await migrateToLatest(database);
  await sql`create table job_probe (owner varchar(64) not null, started_at varchar(40) not null, ended_at varchar(40) not null)`.execute(
    database.db,
  );
  dispose = async () => {
    await database.db.destroy();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
});
afterAll(() => dispose());
beforeEach(async () => {
  await sql`delete from job_probe`.execute(database.db);
  await database.db.deleteFrom('job_lease').execute();
});

interface Summary {
  owner: string;
  ran: number;
  refused: number;
}

/**
 * Runs test/cluster/job-worker.ts in `count` Node processes, starts them together once all are
 * loaded (their start-up time varies by seconds), and answers their summaries.
 */
async function workers(mode: 'race' | 'tick', count: number): Promise<Summary[]> {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'test/cluster/job-worker.ts'], {
      cwd: API,
      env: { ...process.env, DATABASE_URL: url, MODE: mode },
      stdio: ['pipe', 'pipe', 'pipe'],
    }),
  );
  const runs = children.map((child) => {
    let out = '';
    const ready = new Promise<void>((onReady) => {
      const collect = (c: Buffer) => {
        out += c.toString();
        if (out.includes('ready')) onReady();
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
    });
    const summary = new Promise<Summary>((done, fail) => {
      child.once('exit', (code) => {
        const line = out.trim().split('\n').at(-1) ?? '';
        if (code === 0 && line.startsWith('{')) done(JSON.parse(line) as Summary);
        else fail(new Error(`worker exited with ${code}:\n${out}`));
      });
    });
    return { child, ready, summary };
  });
  await Promise.race([Promise.all(runs.map((r) => r.ready)), Promise.all(runs.map((r) => r.summary))]);
  for (const { child } of runs) child.stdin.write('go\n');
  return Promise.all(runs.map((r) => r.summary));
}

const probeRows = () =>
  sql<{
    owner: string;
    started_at: string;
    ended_at: string;
  }>`select owner, started_at, ended_at from job_probe order by started_at`
    .execute(database.db)
    .then((r) => r.rows);

// Each worker is a Node process loading TypeScript: seconds each on a busy machine.
const SLOW = 90_000;

describe('exclusive jobs across two processes', () => {
  it(
    'never run twice at the same time, and each run is recorded once',
    async () => {
      const [a, b] = (await workers('race', 2)) as [Summary, Summary];
      const rows = await probeRows();
      expect(rows.length).toBe(a.ran + b.ran);
      expect(a.ran).toBeGreaterThan(0);
      expect(b.ran).toBeGreaterThan(0);
      // The two processes really competed: some attempts found the other one's lease.
      expect(a.refused + b.refused).toBeGreaterThan(0);
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i]!.started_at >= rows[i - 1]!.ended_at, `run ${i} overlaps the one before`).toBe(true);
      }
    },
    SLOW,
  );

  it(
    'a daily job ticking in two processes runs once; a third instance started later does not run it again',
    async () => {
      const [a, b] = (await workers('tick', 2)) as [Summary, Summary];
      expect(a.ran + b.ran).toBe(0); // ticks, not runNow: the summary counts runNow only
      expect(await probeRows()).toHaveLength(1);
      await workers('tick', 1);
      const rows = await probeRows();
      expect(rows).toHaveLength(1);
      expect([a.owner, b.owner]).toContain(rows[0]!.owner);
    },
    SLOW,
  );
});
