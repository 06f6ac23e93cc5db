import type { Kysely } from 'kysely';
import type { ShopSettings } from '@chulo/api-client/contract';
import type { Database } from './schema.ts';

/** The shop_settings table's one row (id 1): each part of the settings as JSON in a column of its own. */

const COLUMNS = { hours: 'hours', closures: 'closures', deliveryArea: 'delivery_area', phone: 'phone' } as const satisfies Record<keyof ShopSettings, string>;

export async function readShopSettings(db: Kysely<Database>): Promise<ShopSettings> {
  const row = await db.selectFrom('shop_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const parsed = (json: string | null) => (json === null ? null : JSON.parse(json));
  return { hours: JSON.parse(row.hours), closures: JSON.parse(row.closures), deliveryArea: parsed(row.delivery_area), phone: parsed(row.phone) };
}

export async function writeShopSetting<Part extends keyof ShopSettings>(db: Kysely<Database>, part: Part, value: ShopSettings[Part]): Promise<void> {
  await db
    .updateTable('shop_settings')
    .set({ [COLUMNS[part]]: value === null ? null : JSON.stringify(value) })
    .where('id', '=', 1)
    .execute();
}
