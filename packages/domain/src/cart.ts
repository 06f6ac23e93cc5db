/** The most of one pizza a cart line may hold. */
export const MAX_QUANTITY = 99;
