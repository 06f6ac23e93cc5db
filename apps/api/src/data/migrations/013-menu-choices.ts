import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  /**
   * Sizes, crusts and extra toppings (decision 041): one table of the shop's choices, each of a
   * kind, since all three have a name, a place in their list and a sold-out switch; what crusts and
   * extras cost in each size; which pizzas come in which sizes, at what price, and offer which
   * crusts and extras. A pizza always comes in the default size, at its `unit_price`, and on the
   * default crust, free. A shop that has pizzas already gets one size, the default, so every pizza
   * keeps its price and nothing changes for it; a new shop gets its choices with the opening menu.
   * Order lines keep what was chosen by name, so that a renamed or repriced choice leaves them true.
   */
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('choices')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('inches', 'integer')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('sold_out', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('choices_name_any_case').on('choices').unique().expression(sql`kind, lower(name)`).execute();
    await db.schema
      .createTable('choice_prices')
      .addColumn('choice_id', 'integer', (c) => c.notNull().references('choices.id'))
      .addColumn('size_id', 'integer', (c) => c.notNull().references('choices.id'))
      .addColumn('price', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('choice_prices_pk', ['choice_id', 'size_id'])
      .execute();
    await db.schema
      .createTable('pizza_choices')
      .addColumn('pizza_id', 'integer', (c) => c.notNull().references('pizzas.id'))
      .addColumn('choice_id', 'integer', (c) => c.notNull().references('choices.id'))
      // The pizza's price in a size; null for a crust or an extra, which cost what choice_prices says.
      .addColumn('price', 'integer')
      .addPrimaryKeyConstraint('pizza_choices_pk', ['pizza_id', 'choice_id'])
      .execute();
    await db.schema.alterTable('pizzas').addColumn('max_extras', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    for (const column of ['size', 'crust', 'extras', 'removals', 'description']) {
      await db.schema.alterTable('order_lines').addColumn(column, 'text').execute();
    }
    const { rows } = await sql<{ pizzas: number | string }>`select count(*) as pizzas from pizzas`.execute(db);
    if (Number(rows[0]?.pizzas ?? 0) > 0) {
      await sql`insert into choices (id, kind, name, inches, position, sold_out, is_default) values (1, 'size', 'Regular', null, 0, 0, 1)`.execute(db);
    }
  },
};
