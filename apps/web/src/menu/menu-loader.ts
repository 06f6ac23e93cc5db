import { getMenu, type Pizza } from '@chulo/api-client';
import { api } from '../lib/api-client.ts';
import { nepaliNumbersReady } from '../lib/nepali-numbers.ts';
import { preloadable } from '../lib/preload.ts';

const menu = preloadable(async () => {
  const [pizzas] = await Promise.all([getMenu(api), nepaliNumbersReady()]);
  return pizzas;
});

/** Starts loading the menu before the app has arrived (main.tsx). */
export const preloadMenu = (): void => menu.preload('menu');

/** The menu, loaded before the screen renders (SPEC §2), with prices ready to format. */
export const menuLoader = (): Promise<Pizza[]> => menu.load('menu');
