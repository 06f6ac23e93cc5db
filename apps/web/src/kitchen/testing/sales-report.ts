import type { SalesReport } from '@chulo/api-client/contract';

/**
 * Two days' sales as the staff API answers them: five orders, one cancelled, all at 19:00; two
 * Large Margheritas with extra cheese, a Medium one and a Pepperoni.
 */
export const SALES_REPORT: SalesReport = {
  from: '2026-11-22',
  to: '2026-11-23',
  orders: 5,
  revenue: 4210,
  cancelled: 1,
  priorityShare: 0.25,
  delivered: 4,
  onTime: 3,
  averageLatenessMinutes: 6,
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 19 ? 5 : 0, revenue: hour === 19 ? 4210 : 0 })),
  byDay: [
    { date: '2026-11-22', orders: 2, revenue: 1600 },
    { date: '2026-11-23', orders: 3, revenue: 2610 },
  ],
  bestSellers: [
    { pizzaId: 1, name: 'Margherita', quantity: 3, revenue: 2870 },
    { pizzaId: 3, name: 'Pepperoni', quantity: 1, revenue: 850 },
  ],
  bestSellersBySize: [
    { pizzaId: 1, name: 'Margherita', size: 'Large', quantity: 2, revenue: 2220 },
    { pizzaId: 1, name: 'Margherita', size: 'Medium', quantity: 1, revenue: 650 },
    { pizzaId: 3, name: 'Pepperoni', size: 'Medium', quantity: 1, revenue: 850 },
  ],
  extras: [{ name: 'Extra cheese', quantity: 2, revenue: 320 }],
  // The Pepperoni was ordered by phone.
  byChannel: [
    { channel: 'web', orders: 4, revenue: 3360 },
    { channel: 'phone', orders: 1, revenue: 850 },
  ],
};
