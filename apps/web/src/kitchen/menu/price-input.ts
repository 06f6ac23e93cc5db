import { MAX_UNIT_PRICE } from '@chulo/domain';

const RUPEES = /^\d+(?:\.\d{1,2})?$/;

/**
 * Reads a price typed by staff ('850', '850.5', ' 1,050 '): rupees, or what is wrong with it.
 * `free` allows 0, as a crust's surcharge does.
 */
export function readPrice(typed: string, { free = false } = {}): { rupees: number } | { error: string } {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return { error: 'Enter a price in rupees.' };
  if (!RUPEES.test(text)) return { error: 'Enter the price in rupees, like 850 or 850.50.' };
  const rupees = Number(text);
  if (rupees <= 0 && !(free && rupees === 0)) return { error: 'A price must be more than 0.' };
  if (rupees > MAX_UNIT_PRICE) return { error: `A price can be at most ${MAX_UNIT_PRICE.toLocaleString('en')} rupees.` };
  return { rupees };
}
