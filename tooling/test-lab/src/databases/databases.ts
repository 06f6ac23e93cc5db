import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The engines the server runs on, and so the ones a test database can be. */
export type DatabaseKind = 'sqlite' | 'postgres';

/** A database of its own for one test file or benchmark, on either engine, and how to throw it away. */
export interface TestDatabase {
  kind: DatabaseKind;
  url: string;
  drop(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the test PostgreSQL answers; never throws. */
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

/**
 * The engines this run can test. Without PostgreSQL a developer's run says so loudly;
 * in CI its absence is a failure, never a silent skip.
 */
export async function availableEngines(): Promise<DatabaseKind[]> {
  if (await postgresReachable()) return ['sqlite', 'postgres'];
  if (process.env.CI) throw new Error(`PostgreSQL is required in CI but ${TEST_DATABASE_URL} is unreachable`);
  console.warn(`\n!!! PostgreSQL at ${TEST_DATABASE_URL} is unreachable: the PostgreSQL tests are SKIPPED !!!\n`);
  return ['sqlite'];
}

/** A temporary SQLite file, or a new schema in the test PostgreSQL. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'pizza-test-'));
    return { kind, url: `sqlite:${join(dir, 'pizza.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    kind,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** Runs `work` on a fresh database and always drops it afterwards. */
export async function withTestDatabase<T>(kind: DatabaseKind, work: (database: TestDatabase) => Promise<T>): Promise<T> {
  const database = await createTestDatabase(kind);
  try {
    return await work(database);
  } finally {
    await database.drop();
  }
}

/** The file behind a `sqlite:` URL. */
export function sqlitePath(databaseUrl: string): string {
  if (!databaseUrl.startsWith('sqlite:')) throw new Error(`not a SQLite URL: ${databaseUrl}`);
  return databaseUrl.slice('sqlite:'.length);
}
