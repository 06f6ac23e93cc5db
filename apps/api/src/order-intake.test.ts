import { describe, expect, it } from 'vitest';
import { newOrder, pizzaNamed } from './testing/sample-orders.ts';
import { useTestShop } from './testing/test-shop.ts';

const margherita = pizzaNamed('Margherita');
const pepperoni = pizzaNamed('Pepperoni');
const MAX_PIZZAS = 10;

describe('orders the kitchen can cook', () => {
  // Six pizzas an hour: ten pizzas queued are 100 minutes of baking, two hours' worth is twelve.
  const { shop, api } = useTestShop('sqlite', {
    env: { ORDER_MAX_PIZZAS: String(MAX_PIZZAS), KITCHEN_MAX_QUEUE_MINUTES: '120', KITCHEN_PIZZAS_PER_HOUR: '6', KITCHEN_AUTOPILOT: '0', TRUST_PROXY: '1' },
  });
  // Each order from a customer of its own (phone and address): what one customer may hold is kitchen-share.test.ts's.
  let customers = 0;
  const order = (cart: { pizzaId: number; quantity: number }[], priority = false) => {
    customers++;
    return api('POST', '/api/order', newOrder({ cart, priority, phone: `98410${String(customers).padStart(5, '0')}` }), { 'x-forwarded-for': `203.0.113.${customers}` });
  };

  it('merges lines of the same pizza, and counts them together against the limit', async () => {
    const merged = await order([
      { pizzaId: margherita.id, quantity: 2 },
      { pizzaId: pepperoni.id, quantity: 1 },
      { pizzaId: margherita.id, quantity: 3 },
    ]);
    expect(merged.status).toBe(201);
    expect(merged.json.data.cart.map(({ pizzaId, quantity }: { pizzaId: number; quantity: number }) => [pizzaId, quantity])).toEqual([
      [margherita.id, 5],
      [pepperoni.id, 1],
    ]);

    // Fifty lines of the most a line may hold were a few hundred pizzas: now they are one line, and too many.
    const flood = await order(Array.from({ length: 50 }, () => ({ pizzaId: margherita.id, quantity: 99 })));
    expect(flood.status).toBe(400);
    expect(flood.json).toEqual({ status: 'fail', message: `An order can have at most ${MAX_PIZZAS} pizzas. For a bigger order, please call the shop` });
    expect((await order([{ pizzaId: margherita.id, quantity: MAX_PIZZAS + 1 }])).status).toBe(400);
  });

  it('says the kitchen is full once the queue ahead passes its limit, instead of an estimate hours away', async () => {
    await shop.store.db.updateTable('orders').set({ status: 'cancelled' }).execute();
    // The third waits for 10 pizzas (100 minutes), still taken; the next would wait for 13 (130 minutes).
    for (const quantity of [6, 4, 3]) expect((await order([{ pizzaId: margherita.id, quantity }])).status).toBe(201);
    const full = await order([{ pizzaId: margherita.id, quantity: 1 }]);
    expect(full.status).toBe(503);
    expect(full.json).toEqual({ status: 'error', message: 'The kitchen is full right now. Please try again in a little while' });
    // A priority order waits only for the priority orders ahead of it: none.
    expect((await order([{ pizzaId: margherita.id, quantity: 1 }], true)).status).toBe(201);
  });
});
