/**
 * Answers as the contract describes them, for tests to start from: the server's, the web app's and
 * this package's tests take these rather than writing their own pizza or order.
 */
import type { KitchenPacing, Order, Pizza, SalesReport, ShopSettings, ShopStatus, StaffAccount, StaffOrder, StaffPizza, StaffSession } from '../contract/index.ts';

/** The first pizza of the menu, as the menu answers it before an owner adds a photo: its drawing only. */
export const MARGHERITA: Pizza = {
  id: 1,
  name: 'Margherita',
  unitPrice: 650,
  ingredients: ['tomato', 'mozzarella', 'basil'],
  soldOut: false,
  imageUrl: '/images/pizzas/1.svg',
  photo: null,
};

/** Prices in the three sizes of the opening menu (ids 1-3): Medium, Large, Family. */
const inSizes = (medium: number, large: number, family: number) => [
  { sizeId: 1, price: medium },
  { sizeId: 2, price: large },
  { sizeId: 3, price: family },
];

/** The Margherita as the opening menu offers it: in three sizes, on three crusts, with six extras, three at most. */
export const MARGHERITA_IN_SIZES: Pizza = {
  ...MARGHERITA,
  sizes: [
    { id: 1, name: 'Medium', inches: 10, price: 650, soldOut: false },
    { id: 2, name: 'Large', inches: 12, price: 950, soldOut: false },
    { id: 3, name: 'Family', inches: 14, price: 1250, soldOut: false },
  ],
  crusts: [
    { id: 4, name: 'Classic', soldOut: false, surcharges: inSizes(0, 0, 0) },
    { id: 5, name: 'Thin', soldOut: false, surcharges: inSizes(50, 80, 100) },
    { id: 6, name: 'Cheese burst', soldOut: false, surcharges: inSizes(200, 280, 350) },
  ],
  extras: [
    { id: 7, name: 'Extra cheese', soldOut: false, prices: inSizes(120, 160, 200) },
    { id: 8, name: 'Chicken', soldOut: false, prices: inSizes(150, 200, 250) },
    { id: 9, name: 'Mushrooms', soldOut: true, prices: inSizes(90, 120, 150) },
    { id: 10, name: 'Jalapeño', soldOut: false, prices: inSizes(80, 100, 130) },
    { id: 11, name: 'Olives', soldOut: false, prices: inSizes(80, 100, 130) },
    { id: 12, name: 'Paneer', soldOut: false, prices: inSizes(120, 160, 200) },
  ],
  maxExtras: 3,
};

/** A photo as the server describes it once an owner has added one: every size, in JPEG, AVIF and WebP. */
export const PIZZA_PHOTO: NonNullable<Pizza['photo']> = {
  src: '/photos/3f9a1c0b7e24-640.jpg',
  srcset: '/photos/3f9a1c0b7e24-160.jpg 160w, /photos/3f9a1c0b7e24-320.jpg 320w, /photos/3f9a1c0b7e24-640.jpg 640w',
  sources: [
    { type: 'image/avif', srcset: '/photos/3f9a1c0b7e24-160.avif 160w, /photos/3f9a1c0b7e24-320.avif 320w, /photos/3f9a1c0b7e24-640.avif 640w' },
    { type: 'image/webp', srcset: '/photos/3f9a1c0b7e24-160.webp 160w, /photos/3f9a1c0b7e24-320.webp 320w, /photos/3f9a1c0b7e24-640.webp 640w' },
  ],
  width: 640,
  height: 640,
};

/** An order as the shop answers it: two Margheritas, being prepared, not priority. */
export const ORDER: Order = {
  id: 'WF23FG66',
  status: 'preparing',
  priority: false,
  priorityPrice: 0,
  orderPrice: 1300,
  estimatedDelivery: '2026-11-24T05:35:00.000Z',
  createdAt: '2026-11-24T05:00:00.000Z',
  cart: [{ pizzaId: 1, name: 'Margherita', quantity: 2, unitPrice: 650, totalPrice: 1300 }],
  statusHistory: [{ status: 'preparing', at: '2026-11-24T05:00:00.000Z' }],
};

/**
 * An order of MARGHERITA_IN_SIZES: two as the menu prices them (Medium, classic crust) and a Large on
 * a thin crust with extra cheese and no basil, 950 + 80 + 160.
 */
export const CONFIGURED_ORDER: Order = {
  ...ORDER,
  orderPrice: 2490,
  cart: [
    {
      pizzaId: 1,
      name: 'Margherita',
      quantity: 2,
      unitPrice: 650,
      totalPrice: 1300,
      choice: { size: 'Medium', crust: 'Classic', extras: [], without: [] },
      description: 'Medium, classic crust',
    },
    {
      pizzaId: 1,
      name: 'Margherita',
      quantity: 1,
      unitPrice: 1190,
      totalPrice: 1190,
      choice: { size: 'Large', crust: 'Thin', extras: ['Extra cheese'], without: ['basil'] },
      description: 'Large, thin crust · extra cheese · no basil',
    },
  ],
};

/** ORDER as the kitchen sees it: Sita's, placed on the web, with directions for the rider. */
export const STAFF_ORDER: StaffOrder = {
  ...ORDER,
  queuedAt: ORDER.createdAt,
  customer: 'Sita',
  phone: '9841234567',
  address: 'Thamel, Kathmandu 44600, Nepal',
  directions: 'Behind Bhatbhateni, blue gate',
  position: '27.71, 85.31',
  channel: 'web',
};

/** Twenty Margheritas from a number the shop has never delivered to: the kitchen calls back before baking. */
export const STAFF_ORDER_TO_CALL_BACK: StaffOrder = {
  ...STAFF_ORDER,
  id: 'CB7K2M9Q',
  cart: [{ pizzaId: 1, name: 'Margherita', quantity: 20, unitPrice: 650, totalPrice: 13_000 }],
  orderPrice: 13_000,
  callBack: { reason: 'large-order-new-number', pizzas: 20, total: 13_000 },
};

export const SESSION: StaffSession = { username: 'maya', role: 'owner', csrfToken: 'x1y2z3', expiresAt: 1_795_000_000_000 };

export const THAMEL = { latitude: 27.7172, longitude: 85.324, locality: 'Thamel', city: 'Kathmandu', postcode: '44600', countryName: 'Nepal', countryCode: 'NP' };

/** Closed for Tihar until 11:00 Kathmandu time, delivering within 8 km of Thamel. */
export const CLOSED_FOR_TIHAR: ShopStatus = {
  open: false,
  opensAt: '2026-11-24T05:15:00.000Z',
  closure: 'Tihar',
  deliveryArea: { center: { latitude: 27.7172, longitude: 85.324 }, radiusKm: 8 },
};

/** A Friday rush: Ram marked the kitchen busy, 20 minutes more until 19:30 Kathmandu time, and Sita paused online orders until 19:15. */
export const RUSH_PACING: KitchenPacing = {
  busy: { extraMinutes: 20, until: '2026-11-27T13:45:00.000Z', by: 'ram' },
  pause: { until: '2026-11-27T13:30:00.000Z', by: 'sita' },
};

export const STAFF_PIZZA: StaffPizza = { ...MARGHERITA, retired: false, position: 1 };

export const ACCOUNT: StaffAccount = { username: 'ram', role: 'kitchen', createdAt: '2026-11-01T04:15:00.000Z' };

/** Open 11:00-21:00 every day, closed for Dashain's main days, delivering within 8 km of Thamel, called on a Kathmandu landline. */
export const SHOP_SETTINGS: ShopSettings = {
  hours: Array.from({ length: 7 }, () => [{ opens: '11:00', closes: '21:00' }]),
  closures: [{ from: '2026-10-20', to: '2026-10-23', reason: 'Dashain' }],
  deliveryArea: { center: { latitude: 27.7172, longitude: 85.324 }, radiusKm: 8 },
  phone: '01-5555555',
};

export const SALES: SalesReport = {
  from: '2026-11-23',
  to: '2026-11-23',
  orders: 3,
  revenue: 2120,
  cancelled: 1,
  priorityShare: 0.5,
  delivered: 2,
  onTime: 1,
  averageLatenessMinutes: 7,
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 12 ? 3 : 0, revenue: hour === 12 ? 2120 : 0 })),
  byDay: [{ date: '2026-11-23', orders: 3, revenue: 2120 }],
  bestSellers: [{ pizzaId: 1, name: 'Margherita', quantity: 3, revenue: 1950 }],
};
