import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  /**
   * The kitchen's pace as staff last set it: one row, a busy spell and a pause of online orders,
   * each as JSON with the instant it ends and who set it, or null. An instant past is a spell over:
   * every instance reads it against its clock, so nothing has to clear it.
   */
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('kitchen_pacing')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('busy', 'text')
      .addColumn('pause', 'text')
      .execute();
    await sql`insert into kitchen_pacing (id, busy, pause) values (1, null, null)`.execute(db);
  },
};
