import type { FastifyInstance } from 'fastify';
import { routes } from '@chulo/api-client/contract';
import type { ShopSettingsKeeper } from '../services/shop-settings-keeper.ts';
import { serve } from './serve.ts';

/** Owners set the opening hours, the dated closures and the delivery area. */
export async function shopSettingsRoutes(app: FastifyInstance, { settings }: { settings: ShopSettingsKeeper }) {
  serve(app, routes.getShopSettings, () => settings.current());

  serve(app, routes.changeShopSettings, async ({ body, request }) => {
    const changed = await settings.change(body, request.staff!.username);
    request.log.info({ parts: Object.keys(body), staff: request.staff!.username }, 'shop settings changed');
    return changed;
  });
}
