import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { routes } from '@chulo/api-client/contract';
import type { Database } from '../data/schema.ts';
import { readHistory } from '../data/history-log.ts';
import { serve } from './serve.ts';

/** Owners read who changed what, and when, newest first, a page at a time. */
export async function historyRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  serve(app, routes.getHistory, ({ query: { before, limit } }) =>
    readHistory(db, { ...(before === undefined ? {} : { before: Date.parse(before) }), ...(limit === undefined ? {} : { limit }) }),
  );
}
