import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../src/server/testing/databases.ts';

export type Engine = 'sqlite' | 'postgres';

/** A fresh database: a temporary SQLite file, or a new schema in the test PostgreSQL, dropped afterwards. */
export function freshDatabase(engine: Engine): Promise<TestDatabase> {
  return createTestDatabase(engine);
}

export async function withDatabase<T>(engine: Engine, work: (database: TestDatabase) => Promise<T>): Promise<T> {
  const database = await freshDatabase(engine);
  try {
    return await work(database);
  } finally {
    await database.drop();
  }
}

export function sqlitePath(databaseUrl: string): string {
  if (!databaseUrl.startsWith('sqlite:')) throw new Error(`not a SQLite URL: ${databaseUrl}`);
  return databaseUrl.slice('sqlite:'.length);
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Stored orders, counted behind the server's back: what a crash or a restart would find. */
export async function countOrders(databaseUrl: string): Promise<number> {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new SQLite(sqlitePath(databaseUrl), { readonly: true });
    try {
      return (db.prepare('select count(*) as n from orders').get() as { n: number }).n;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from orders');
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** How many of `ids` the database does not hold: an order acknowledged with 201 must never be missing. */
export async function missingOrders(databaseUrl: string, ids: readonly string[]): Promise<number> {
  const unique = [...new Set(ids)];
  let found = 0;
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new SQLite(sqlitePath(databaseUrl), { readonly: true });
    try {
      for (let i = 0; i < unique.length; i += 500) {
        const chunk = unique.slice(i, i + 500);
        const statement = db.prepare(`select count(*) as n from orders where id in (${chunk.map(() => '?').join(',')})`);
        found += (statement.get(...chunk) as { n: number }).n;
      }
    } finally {
      db.close();
    }
    return unique.length - found;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from orders where id = any($1)', [unique]);
    found = Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
  return unique.length - found;
}
