import type { FastifyInstance } from 'fastify';
import { routes } from '@chulo/api-client/contract';
import type { PayingOnline } from '../services/payments/paying-online.ts';
import { serve } from './serve.ts';

/** Paying an order online, and the providers' returns, each answered with the order's page once the provider has been asked. */
export async function paymentRoutes(app: FastifyInstance, { paying }: { paying: PayingOnline }) {
  serve(app, routes.payOrder, ({ params, body }) => paying.pay(params.id, body.method));
  serve(app, routes.khaltiReturn, ({ query }) => paying.returnFromKhalti(query.pidx));
  serve(app, routes.esewaReturn, ({ query }) => paying.returnFromEsewa(query.data));
  serve(app, routes.esewaFailure, ({ params }) => paying.returnAfterEsewaFailure(params.attempt));
}

/** The owner records a refund made in the provider's portal. */
export async function refundRoutes(app: FastifyInstance, { paying }: { paying: PayingOnline }) {
  serve(app, routes.recordRefund, ({ params }) => paying.recordRefund(params.id));
}
