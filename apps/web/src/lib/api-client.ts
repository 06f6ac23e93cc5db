import { createApiConnection } from '@chulo/api-client';

/**
 * The app's one connection to the shop's API, on the page's own origin, for the client's
 * call functions (`getMenu(api)`, `moveOrder(api, …)`): each screen's chunk gets only the
 * calls it makes, with the checks of their answers. Every failure reaches the customer as
 * one of SPEC §8's messages (staff: the server's words) and the operator in the console.
 */
export const api = createApiConnection();
