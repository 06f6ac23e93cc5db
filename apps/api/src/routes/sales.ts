import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { routes } from '@chulo/api-client/contract';
import type { Database } from '../data/schema.ts';
import { ordersCsv } from '../services/orders-csv.ts';
import { salesReport } from '../services/sales-report.ts';
import { serve } from './serve.ts';

/** The owners' view of the shop's sales: the report and its orders as a CSV file (owners only: the route table says so). */
export async function salesRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  serve(app, routes.getSales, ({ query }) => salesReport(db, query));

  serve(app, routes.exportSales, async ({ query }) => ({ name: `orders-${query.from}-to-${query.to}.csv`, text: await ordersCsv(db, query) }));
}
