import type { Pizza } from '@chulo/api-client/contract';

/** A pizza as the menu answer carries it. */
export const MARGHERITA: Pizza = {
  id: 1,
  name: 'Margherita',
  unitPrice: 650,
  ingredients: ['tomato', 'mozzarella', 'basil'],
  soldOut: false,
  imageUrl: '/images/pizzas/1.svg',
  photo: null,
};
