import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { routes } from '@chulo/api-client/contract';
import type { Database } from '../data/schema.ts';
import { historyPage } from '../services/change-history.ts';
import { serve } from './serve.ts';

/** Owners read who changed what, and when, newest first, a page at a time. */
export async function historyRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  serve(app, routes.getHistory, ({ query }) => historyPage(db, query));
}
