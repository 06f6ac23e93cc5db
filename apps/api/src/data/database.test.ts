import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openStore } from './database.ts';

describe('the SQLite store', () => {
  it('answers right through many more distinct queries than it keeps prepared, and after a schema change', async () => {
    const db = openStore('sqlite::memory:').db as unknown as Kysely<{ numbers: { n: number; label: string; doubled: number | null } }>;
    try {
      await sql`create table numbers (n integer primary key, label text not null)`.execute(db);
      await db.insertInto('numbers').values(Array.from({ length: 600 }, (_, n) => ({ n, label: `#${n}` }))).execute();
      // A list of k numbers makes its own SQL text (k placeholders): far more texts than the statements
      // kept, so old ones are dropped and prepared again in the second round.
      for (const round of [0, 1]) {
        for (let k = 1; k <= 600; k += 1) {
          const wanted = Array.from({ length: k }, (_, n) => n);
          const rows = await db.selectFrom('numbers').select('label').where('n', 'in', wanted).orderBy('n', 'desc').limit(1).execute();
          expect(rows, `round ${round}, ${k} numbers`).toEqual([{ label: `#${k - 1}` }]);
        }
      }
      await sql`alter table numbers add column doubled integer`.execute(db);
      await sql`update numbers set doubled = n * 2`.execute(db);
      const changed = await db.selectFrom('numbers').selectAll().where('n', '<', 1).orderBy('n', 'desc').limit(1).execute();
      expect(changed).toEqual([{ n: 0, label: '#0', doubled: 0 }]);
    } finally {
      await db.destroy();
    }
  });
});
