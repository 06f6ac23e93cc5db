import type { AppStore } from '../../store/store.ts';
import { ownerRoute } from '../layout/owner-route.ts';
import { shopFeature } from './shop-saga.ts';
import { isShopSettingsOutcome, shopSettingsActions } from './shop-slice.ts';
import { ShopScreen } from './ShopScreen.tsx';

/** `/kitchen/shop`: opening hours, closures and the delivery area. */
export const shopRoute = (store: AppStore) => ownerRoute(store, { feature: shopFeature, load: shopSettingsActions.load, isOutcome: isShopSettingsOutcome, Component: ShopScreen });
