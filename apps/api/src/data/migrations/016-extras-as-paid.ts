import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  /**
   * The sales of extras count what customers paid for them. A line's unit price holds its extras'
   * prices in its size, summed with the size's and the crust's, and a price changed since would
   * count the past wrongly: each line with extras keeps, beside their names, what each cost it, as a
   * JSON object of paisa by name (null without extras). Lines with extras ordered before this
   * migration (since 013) get the prices of this moment, the nearest to what was paid that is
   * left; an extra or a size renamed since counts 0.
   */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lines').addColumn('extra_prices', 'text').execute();
    const { rows: lines } = await sql<{ order_id: string; line_no: number; size: string; extras: string }>`
      select order_id, line_no, size, extras from order_lines where extras is not null and extras <> '[]'`.execute(db);
    if (lines.length) {
      const { rows: prices } = await sql<{ extra: string; size: string; price: number | string }>`
        select e.name as extra, s.name as size, p.price from choice_prices p
        join choices e on e.id = p.choice_id and e.kind = 'extra' join choices s on s.id = p.size_id and s.kind = 'size'`.execute(db);
      const priceOf = new Map(prices.map(({ extra, size, price }) => [JSON.stringify([extra, size]), Number(price)]));
      for (const { order_id, line_no, size, extras } of lines) {
        const paid = Object.fromEntries((JSON.parse(extras) as string[]).map((extra) => [extra, priceOf.get(JSON.stringify([extra, size])) ?? 0]));
        await sql`update order_lines set extra_prices = ${JSON.stringify(paid)} where order_id = ${order_id} and line_no = ${line_no}`.execute(db);
      }
    }
  },
};
