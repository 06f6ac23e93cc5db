import * as kitchen from './staff-endpoints.ts';
import { BUSY_EXTRA_RULE, BusySpellSchema, KitchenPacingSchema, OrdersPauseSchema, PAUSE_SPAN_RULE } from './pacing.ts';
import { invalid, type Route } from './route-shape.ts';

/** The route table's pacing of the kitchen: spread into `routes` (routes.ts), where the table is one. Every answer is the pacing as it now holds. */
export const pacingRoutes = {
  getPacing: {
    ...kitchen.getPacing,
    summary: 'Whether the kitchen is marked busy and whether online orders are paused: until when, and who set it',
    data: KitchenPacingSchema,
    errors: [],
  },
  markBusy: {
    ...kitchen.markBusy,
    summary: 'Marks the kitchen busy: minutes more on every new estimate, the order form’s included, for a time; again, over a busy spell, sets a new one',
    body: BusySpellSchema,
    data: KitchenPacingSchema,
    errors: [invalid(BUSY_EXTRA_RULE)],
  },
  endBusy: {
    ...kitchen.endBusy,
    summary: 'Ends a busy spell before its time: new estimates are the kitchen’s own again; at a normal pace, changes nothing',
    data: KitchenPacingSchema,
    errors: [],
  },
  pauseOnlineOrders: {
    ...kitchen.pauseOnlineOrders,
    summary: 'Pauses online orders for a time or until resumed: web orders are refused, saying when they resume; orders taken by phone still go in',
    body: OrdersPauseSchema,
    data: KitchenPacingSchema,
    errors: [invalid(PAUSE_SPAN_RULE)],
  },
  resumeOnlineOrders: {
    ...kitchen.resumeOnlineOrders,
    summary: 'Takes online orders again before the pause’s time; with none paused, changes nothing',
    data: KitchenPacingSchema,
    errors: [],
  },
} as const satisfies Record<string, Route>;
