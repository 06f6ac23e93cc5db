/** The highest unit price a pizza may have on the menu, in rupees. */
export const MAX_UNIT_PRICE = 100_000;
