/**
 * The call that places an order, with the contract's check of it before it is sent (zod, and the
 * contract's schemas built as they load): tens of milliseconds of a phone's main thread, which the
 * order form (send-until-answered.ts) imports when the customer first sends an order rather than
 * with the form, so that the form's page is taken over sooner. The service worker keeps the code.
 */
export { createOrder } from '@chulo/api-client';
