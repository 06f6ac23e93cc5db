export * from './cart.ts';
export * from './money.ts';
export * from './order-lifecycle.ts';
export * from './phone.ts';
export * from './position.ts';
export * from './pricing.ts';
