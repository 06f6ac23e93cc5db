import type { OrderStatus, StaffOrder } from '@chulo/api-client/contract';

const STEPS: OrderStatus[] = ['preparing', 'baking', 'delivering', 'delivered'];

/** An order as the staff API sends it; the history matches the status. */
export function staffOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  const status = overrides.status ?? 'preparing';
  const createdAt = overrides.createdAt ?? '2025-11-22T05:00:00.000Z';
  const steps = status === 'cancelled' ? ['preparing' as const, 'cancelled' as const] : STEPS.slice(0, STEPS.indexOf(status) + 1);
  return {
    id: 'ABCD2345',
    status,
    priority: false,
    priorityPrice: 0,
    orderPrice: 1300,
    estimatedDelivery: '2025-11-22T05:35:00.000Z',
    createdAt,
    queuedAt: overrides.queuedAt ?? createdAt,
    cart: [{ pizzaId: 1, name: 'Margherita', quantity: 2, unitPrice: 650, totalPrice: 1300 }],
    statusHistory: steps.map((step) => ({ status: step, at: createdAt })),
    customer: 'Ram Sharma',
    phone: '+977 984-1234567',
    address: 'Thamel Marg 12, Kathmandu',
    position: '',
    channel: 'web',
    ...overrides,
  };
}
