import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  /**
   * Where an order came from, 'web' or 'phone' (orders the staff take by phone): every order stored
   * so far was placed on the web. The customer's directions for the rider, a landmark where the
   * address ends ('behind Bhatbhateni, blue gate'); null when none were given. And the shop's phone
   * number for customers to call, beside its hours and delivery area, as JSON like them: null until
   * the owner sets one.
   */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('channel', 'text', (c) => c.notNull().defaultTo('web')).execute();
    await db.schema.alterTable('orders').addColumn('directions', 'text').execute();
    await db.schema.alterTable('shop_settings').addColumn('phone', 'text').execute();
  },
};
