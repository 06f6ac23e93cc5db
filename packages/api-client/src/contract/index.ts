export * from './geocode.ts';
export * from './menu.ts';
export * from './order.ts';
export * from './order-rules.ts';
export * from './requests.ts';
export * from './staff-session.ts';
