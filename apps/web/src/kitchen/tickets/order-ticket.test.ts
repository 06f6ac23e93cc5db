import { describe, expect, it } from 'vitest';
import { staffOrder } from '../testing/staff-order.ts';
import { orderTicket, riderMapLink } from './order-ticket.ts';

describe('the rider’s map link', () => {
  it('opens the customer’s position in a maps app, and is absent without one', () => {
    expect(riderMapLink('27.7154, 85.3123')).toBe('https://www.google.com/maps/search/?api=1&query=27.7154%2C85.3123');
    expect(riderMapLink('')).toBeNull();
    expect(riderMapLink('somewhere near the stupa')).toBeNull();
  });
});

describe('an order’s ticket', () => {
  it('prints where the order came from, and the directions when the customer gave some', () => {
    const order = staffOrder({ position: '27.7154,85.3123', channel: 'phone', directions: 'Behind Bhatbhateni, blue gate' });
    expect(orderTicket(order)).toMatchObject({
      channel: 'phone',
      directions: 'Behind Bhatbhateni, blue gate',
      mapLink: riderMapLink(order.position),
      payment: 'Cash on delivery',
    });
    expect(orderTicket(staffOrder())).toMatchObject({ channel: 'web', directions: undefined });
  });

  it('collects the pizzas and the priority fee', () => {
    expect(orderTicket(staffOrder({ orderPrice: 1300, priority: true, priorityPrice: 260 })).toCollect).toBe(1560);
  });

  it('tells the rider how it is paid: nothing to collect once a wallet paid, but a priority fee added after; all of it by the rider’s QR', () => {
    const paid = { method: 'khalti', paid: true, state: 'paid', amountPaid: 1300 } as const;
    expect(orderTicket(staffOrder({ orderPrice: 1300, payment: paid }))).toMatchObject({ payment: 'Paid with Khalti', toCollect: 0 });
    expect(orderTicket(staffOrder({ orderPrice: 1300, priority: true, priorityPrice: 260, payment: paid })).toCollect).toBe(260);
    expect(orderTicket(staffOrder({ orderPrice: 1300, payment: { method: 'rider-qr', paid: false } }))).toMatchObject({ payment: 'Pay the rider by QR', toCollect: 1300 });
  });
});
