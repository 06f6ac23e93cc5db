import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The pg pool, for LISTEN/NOTIFY; null on SQLite. */
  pool: pg.Pool | null;
}

// Epoch-millisecond and paisa columns are bigint; they fit a JS number, so read them as one.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Statements kept ready, by SQL text: enough for every query the shop runs and the batch sizes it sees most. */
const KEPT_STATEMENTS = 256;

/**
 * Kysely prepares every query it runs, and preparing costs SQLite more than running the
 * lookups that make most of the traffic. The same SQL text gets the statement prepared the
 * first time (better-sqlite3 runs one statement at a time, so reusing one is safe). The least
 * recently used goes first, since multi-row inserts make one text per batch size.
 */
function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      let statement = kept.get(source);
      if (statement) kept.delete(source);
      else statement = sqlite.prepare(source);
      kept.set(source, statement);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string);
      return statement;
    },
  };
}

function openSqlite(path: string): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed order survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A million orders make a file of ~0.5 GB: keep the hot index pages in memory.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) }), kind: 'sqlite', pool: null };
}

function openPostgres(url: string, poolSize: number | undefined): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A refused connection fails at once (503); this bounds waiting for a free or unreachable one.
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor a client a request holds (the pool listens only to idle ones): its query fails and
  // answers 503, and the pool discards the dead client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres', pool };
}

/**
 * `DATABASE_URL`: `sqlite:<path>` or `postgres://...`. On PostgreSQL, at most `pgPoolSize`
 * connections (PG_POOL_SIZE; pg's own default when not given, as in tests).
 */
export function openStore(databaseUrl: string, { pgPoolSize }: { pgPoolSize?: number } = {}): Store {
  if (databaseUrl.startsWith('postgres://') || databaseUrl.startsWith('postgresql://')) {
    return openPostgres(databaseUrl, pgPoolSize);
  }
  if (databaseUrl.startsWith('sqlite:')) return openSqlite(databaseUrl.slice('sqlite:'.length));
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${databaseUrl}"`);
}
