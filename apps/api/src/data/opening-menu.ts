/**
 * The shop's opening menu, seeded on first start. Prices in whole rupees, as Kathmandu pizzerias
 * charge; `unitPrice` is the Medium's, the default size (opening-choices.ts has the sizes).
 */
export interface MenuEntry {
  id: number;
  name: string;
  unitPrice: number;
  /** The Large's and the Family's prices. */
  largeAndFamily: [number, number];
  ingredients: string[];
  soldOut: boolean;
}

export const OPENING_MENU: readonly MenuEntry[] = [
  { id: 1, name: 'Margherita', unitPrice: 650, largeAndFamily: [950, 1250], ingredients: ['tomato', 'mozzarella', 'basil'], soldOut: false },
  { id: 2, name: 'Marinara', unitPrice: 550, largeAndFamily: [800, 1050], ingredients: ['tomato', 'garlic', 'oregano', 'olive oil'], soldOut: false },
  { id: 3, name: 'Pepperoni', unitPrice: 850, largeAndFamily: [1250, 1600], ingredients: ['tomato', 'mozzarella', 'pepperoni'], soldOut: false },
  { id: 4, name: 'Momo Masala', unitPrice: 790, largeAndFamily: [1150, 1500], ingredients: ['tomato', 'mozzarella', 'chicken momo', 'onion', 'timur chutney'], soldOut: false },
  { id: 5, name: 'Chicken Tikka', unitPrice: 890, largeAndFamily: [1300, 1700], ingredients: ['tomato', 'mozzarella', 'chicken tikka', 'onion', 'green chilli', 'coriander'], soldOut: false },
  { id: 6, name: 'Paneer Tikka', unitPrice: 820, largeAndFamily: [1200, 1550], ingredients: ['tomato', 'mozzarella', 'paneer', 'capsicum', 'onion'], soldOut: false },
  { id: 7, name: 'Buff Sekuwa', unitPrice: 880, largeAndFamily: [1300, 1650], ingredients: ['tomato', 'mozzarella', 'buff sekuwa', 'onion', 'green chilli'], soldOut: false },
  { id: 8, name: 'Veggie Supreme', unitPrice: 750, largeAndFamily: [1100, 1400], ingredients: ['tomato', 'mozzarella', 'mushroom', 'capsicum', 'onion', 'olive', 'sweetcorn'], soldOut: false },
  { id: 9, name: 'Four Cheese', unitPrice: 950, largeAndFamily: [1400, 1800], ingredients: ['mozzarella', 'gorgonzola', 'parmesan', 'yak cheese'], soldOut: false },
  { id: 10, name: 'Hawaiian', unitPrice: 820, largeAndFamily: [1200, 1550], ingredients: ['tomato', 'mozzarella', 'ham', 'pineapple'], soldOut: false },
  { id: 11, name: 'BBQ Chicken', unitPrice: 920, largeAndFamily: [1350, 1750], ingredients: ['bbq sauce', 'mozzarella', 'chicken', 'onion', 'coriander'], soldOut: false },
  { id: 12, name: 'Mushroom Truffle', unitPrice: 980, largeAndFamily: [1400, 1850], ingredients: ['cream', 'mozzarella', 'mushroom', 'truffle oil', 'parmesan'], soldOut: false },
  { id: 13, name: 'Spinach Ricotta', unitPrice: 780, largeAndFamily: [1150, 1500], ingredients: ['tomato', 'mozzarella', 'spinach', 'ricotta', 'garlic'], soldOut: false },
  { id: 14, name: 'Diavola', unitPrice: 890, largeAndFamily: [1300, 1700], ingredients: ['tomato', 'mozzarella', 'spicy salami', 'red chilli', 'olive'], soldOut: false },
  { id: 15, name: 'Timur Chicken', unitPrice: 900, largeAndFamily: [1300, 1700], ingredients: ['tomato', 'mozzarella', 'chicken', 'timur pepper', 'spring onion'], soldOut: false },
  { id: 16, name: 'Capricciosa', unitPrice: 870, largeAndFamily: [1250, 1650], ingredients: ['tomato', 'mozzarella', 'ham', 'mushroom', 'artichoke', 'olive'], soldOut: false },
  { id: 17, name: 'Yak Cheese & Walnut', unitPrice: 1050, largeAndFamily: [1500, 2000], ingredients: ['cream', 'yak cheese', 'walnut', 'honey', 'rocket'], soldOut: true },
  { id: 18, name: 'Prosciutto Rocket', unitPrice: 1150, largeAndFamily: [1650, 2200], ingredients: ['tomato', 'mozzarella', 'prosciutto', 'rocket', 'parmesan'], soldOut: true },
];
