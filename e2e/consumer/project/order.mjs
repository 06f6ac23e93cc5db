// Another team's script ordering from the shop at SHOP_URL through the api-client, in Node.
import { randomUUID } from 'node:crypto';
import { ApiError, createApiClient } from '@chulo/api-client';

// Failures are this script's to report: nothing in the console for them.
const api = createApiClient({ baseUrl: process.env.SHOP_URL, onFailure: () => {} });

const menu = await api.getMenu();
const pizza = menu.find((candidate) => !candidate.soldOut);
const order = {
  customer: 'Another Team',
  phone: '+977 984-1234567',
  address: 'Thamel, Kathmandu 44600, Nepal',
  priority: false,
  position: '',
  cart: [{ pizzaId: pizza.id, name: pizza.name, quantity: 2, unitPrice: pizza.unitPrice, totalPrice: 2 * pizza.unitPrice }],
};
const idempotencyKey = randomUUID();
const placed = await api.createOrder(order, { idempotencyKey });
const retried = await api.createOrder(order, { idempotencyKey });
const found = await api.getOrder(placed.id);
await api.makeOrderPriority(placed.id);
const hurried = await api.getOrder(placed.id);

async function failure(attempt) {
  try {
    await attempt();
    return 'no failure';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { kind, message, status, issues } = error;
    return { kind, message, status, issues };
  }
}

const badPhone = await failure(() => api.createOrder({ ...order, phone: 'call me maybe' }, { idempotencyKey: randomUUID() }));
const unknownOrder = await failure(() => api.getOrder('NQPE42'));

console.log(
  JSON.stringify({
    menu: menu.length,
    placed: placed.id,
    samePlacedOnRetry: retried.id === placed.id,
    status: found.status,
    priorityPrice: hurried.priority ? hurried.priorityPrice : 0,
    badPhone,
    unknownOrder,
  }),
);
