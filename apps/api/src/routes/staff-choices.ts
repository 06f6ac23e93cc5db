import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@chulo/api-client/contract';
import type { ChoiceEditor } from '../services/choice-editor.ts';
import { serve } from './serve.ts';

/** Who made a change, for the history: routes of staff only, so a session is always there. */
const who = (request: FastifyRequest) => request.staff!.username;

/** Sizes, crusts and extras as owners run them, sold out as the kitchen says, and what each pizza comes as. */
export async function staffChoiceRoutes(app: FastifyInstance, { choices }: { choices: ChoiceEditor }) {
  serve(app, routes.listChoices, () => choices.list());
  serve(app, routes.addChoice, ({ body, request }) => choices.add(who(request), body));
  serve(app, routes.changeChoice, ({ params, body, request }) => choices.change(who(request), params.choiceId, body));
  serve(app, routes.markChoiceSoldOut, ({ params, body, request }) => choices.markSoldOut(who(request), params.choiceId, body.soldOut));
  serve(app, routes.setPizzaOffer, ({ params, body, request }) => choices.setOffer(who(request), params.pizzaId, body));
}
