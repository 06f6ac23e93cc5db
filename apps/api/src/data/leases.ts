import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Takes (or keeps) the lease `name` for `holder` until `until`, unless another holder's lease
 * still runs at `now`: true when `holder` has it. One statement, so two instances asking at
 * once cannot both win.
 */
export async function takeLease(db: Kysely<Database>, { name, holder, now, until }: { name: string; holder: string; now: number; until: number }): Promise<boolean> {
  const taken = await db
    .insertInto('leases')
    .values({ name, holder, until })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, until })
        .where((eb) => eb.or([eb('leases.until', '<', now), eb('leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken?.holder === holder;
}
