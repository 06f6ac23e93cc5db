import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sqlitePath } from './databases.ts';

/**
 * Stored orders, counted behind the server's back: what a crash or a restart would find. With
 * `customer`, only that customer's (a browser test's own, in a database other tests share).
 */
export async function countStoredOrders(databaseUrl: string, { customer }: { customer?: string } = {}): Promise<number> {
  const ofCustomer = (placeholder: string) => (customer === undefined ? '' : ` where customer = ${placeholder}`);
  const values = customer === undefined ? [] : [customer];
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new SQLite(sqlitePath(databaseUrl), { readonly: true });
    try {
      return (db.prepare(`select count(*) as n from orders${ofCustomer('?')}`).get(...values) as { n: number }).n;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from orders${ofCustomer('$1')}`, values);
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
