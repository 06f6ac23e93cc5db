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
});
