import Database from 'better-sqlite3';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config/index.js';
import { migrations } from './migrations/index.js';
import type { Dialect } from './migrations/types.js';
import type { Database as Schema } from './schema.js';

export type Db = Kysely<Schema>;
export type { Dialect };

// COUNT(*) and other bigints come back as strings from pg; our counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
}

/**
 * How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool)
 * before it fails, and is answered 503: a database that does not answer is not a hang.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface DatabaseOptions {
  /**
   * Told of a connection lost outside any query (the server restarted, the network dropped):
   * the pool discards that connection and opens new ones as needed. Default: one line on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

const reportConnectionError = (error: Error) => {
  const code = (error as { code?: string }).code ?? 'connection';
  // inline-text: a line for the operators on stderr (a lost connection outside any request: no reader, no language)
  console.warn(`Base de données : connexion perdue (${code}) ; elle sera rouverte à la prochaine requête.`);
};

export function createDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): DatabaseHandle {
  if (target.kind === 'postgres') {
    const onError = options.onConnectionError ?? reportConnectionError;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 10_000,
      // Notices a peer that went away without closing (a cut network) on idle connections.
      keepAlive: true,
    });
    // An idle connection that dies (57P01 when the server restarts) is an `error` event of the
    // pool; one that dies while a request holds it, an event of that client. Unhandled, either
    // would end the process. The first is reported and the pool drops the connection; the second
    // also fails the request's next query (answered 503), and the pool drops it on release.
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const sqlite = new Database(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return { db: new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

class PortableProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [
        name,
        { up: (db) => m.up(db, this.dialect), down: (db) => m.down(db, this.dialect) },
      ]),
    );
  }
}

/** Brings the schema up to date; answers whether the database was new (no migration had run). */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<{ fresh: boolean }> {
  const migrator = new Migrator({ db, provider: new PortableProvider(dialect) });
  const before = await migrator.getMigrations();
  const fresh = before.every((m) => m.executedAt === undefined);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` (${failed.migrationName})` : ''}: ${String(error)}`);
  }
  return { fresh };
}
