/** The shop's opening menu, seeded on first start. Prices in whole rupees, as Kathmandu pizzerias charge. */
export interface MenuEntry {
  id: number;
  name: string;
  unitPrice: number;
  ingredients: string[];
  soldOut: boolean;
}

export const OPENING_MENU: readonly MenuEntry[] = [
  { id: 1, name: 'Margherita', unitPrice: 650, ingredients: ['tomato', 'mozzarella', 'basil'], soldOut: false },
  { id: 2, name: 'Marinara', unitPrice: 550, ingredients: ['tomato', 'garlic', 'oregano', 'olive oil'], soldOut: false },
  { id: 3, name: 'Pepperoni', unitPrice: 850, ingredients: ['tomato', 'mozzarella', 'pepperoni'], soldOut: false },
  { id: 4, name: 'Momo Masala', unitPrice: 790, ingredients: ['tomato', 'mozzarella', 'chicken momo', 'onion', 'timur chutney'], soldOut: false },
  { id: 5, name: 'Chicken Tikka', unitPrice: 890, ingredients: ['tomato', 'mozzarella', 'chicken tikka', 'onion', 'green chilli', 'coriander'], soldOut: false },
  { id: 6, name: 'Paneer Tikka', unitPrice: 820, ingredients: ['tomato', 'mozzarella', 'paneer', 'capsicum', 'onion'], soldOut: false },
  { id: 7, name: 'Buff Sekuwa', unitPrice: 880, ingredients: ['tomato', 'mozzarella', 'buff sekuwa', 'onion', 'green chilli'], soldOut: false },
  { id: 8, name: 'Veggie Supreme', unitPrice: 750, ingredients: ['tomato', 'mozzarella', 'mushroom', 'capsicum', 'onion', 'olive', 'sweetcorn'], soldOut: false },
  { id: 9, name: 'Four Cheese', unitPrice: 950, ingredients: ['mozzarella', 'gorgonzola', 'parmesan', 'yak cheese'], soldOut: false },
  { id: 10, name: 'Hawaiian', unitPrice: 820, ingredients: ['tomato', 'mozzarella', 'ham', 'pineapple'], soldOut: false },
  { id: 11, name: 'BBQ Chicken', unitPrice: 920, ingredients: ['bbq sauce', 'mozzarella', 'chicken', 'onion', 'coriander'], soldOut: false },
  { id: 12, name: 'Mushroom Truffle', unitPrice: 980, ingredients: ['cream', 'mozzarella', 'mushroom', 'truffle oil', 'parmesan'], soldOut: false },
  { id: 13, name: 'Spinach Ricotta', unitPrice: 780, ingredients: ['tomato', 'mozzarella', 'spinach', 'ricotta', 'garlic'], soldOut: false },
  { id: 14, name: 'Diavola', unitPrice: 890, ingredients: ['tomato', 'mozzarella', 'spicy salami', 'red chilli', 'olive'], soldOut: false },
  { id: 15, name: 'Timur Chicken', unitPrice: 900, ingredients: ['tomato', 'mozzarella', 'chicken', 'timur pepper', 'spring onion'], soldOut: false },
  { id: 16, name: 'Capricciosa', unitPrice: 870, ingredients: ['tomato', 'mozzarella', 'ham', 'mushroom', 'artichoke', 'olive'], soldOut: false },
  { id: 17, name: 'Yak Cheese & Walnut', unitPrice: 1050, ingredients: ['cream', 'yak cheese', 'walnut', 'honey', 'rocket'], soldOut: true },
  { id: 18, name: 'Prosciutto Rocket', unitPrice: 1150, ingredients: ['tomato', 'mozzarella', 'prosciutto', 'rocket', 'parmesan'], soldOut: true },
];
