import type { Pizza } from '../../shared/schemas.ts';
import { getMenu } from '../lib/api.ts';
import { nepaliNumbersReady } from '../lib/nepali-numbers.ts';

/** The menu, loaded before the screen renders (SPEC §2), with prices ready to format. */
export async function menuLoader(): Promise<Pizza[]> {
  const [menu] = await Promise.all([getMenu(), nepaliNumbersReady()]);
  return menu;
}
