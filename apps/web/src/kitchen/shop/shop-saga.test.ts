import { afterEach, describe, expect, it } from 'vitest';
import type { ShopSettings } from '@chulo/api-client/contract';
import { backOffice, bodyOf, leaveBackOffice, ok, refused } from '../testing/back-office.ts';
import { readArea } from './DeliveryAreaForm.tsx';
import { shopFeature } from './shop-saga.ts';
import { selectShopSettings, selectShopPart, shopSettingsActions } from './shop-slice.ts';

const SETTINGS: ShopSettings = {
  hours: Array.from({ length: 7 }, () => [{ opens: '11:00', closes: '21:00' }]),
  closures: [],
  deliveryArea: null,
  phone: null,
};

describe('the shop’s hours and delivery area', () => {
  afterEach(leaveBackOffice);

  it('saves one part, and says so for that part only', async () => {
    const closed = SETTINGS.hours.with(1, []);
    const { store, next, sent } = backOffice(shopFeature, { 'PATCH /api/staff/shop': (init) => ok({ ...SETTINGS, ...(bodyOf(init) as object) }) });
    store.dispatch(shopSettingsActions.loaded(SETTINGS));
    const saved = next('shopSettings/saved');
    store.dispatch(shopSettingsActions.save('hours', closed));
    await saved;
    expect(sent('PATCH', '/api/staff/shop').map(bodyOf)).toEqual([{ hours: closed }]);
    expect(selectShopSettings(store.getState()).settings?.hours[1]).toEqual([]);
    expect(selectShopPart('hours')(store.getState())).toEqual({ saving: false, saved: true, error: '' });
    expect(selectShopPart('closures')(store.getState())).toEqual({ saving: false, saved: false, error: '' });
  });

  it('shows the server’s refusal beside the part it refused', async () => {
    const { store, next } = backOffice(shopFeature, { 'PATCH /api/staff/shop': () => refused(400, 'The radius is at most 200 km') });
    store.dispatch(shopSettingsActions.loaded(SETTINGS));
    const failed = next('shopSettings/saveFailed');
    store.dispatch(shopSettingsActions.save('deliveryArea', { center: { latitude: 27.7, longitude: 85.3 }, radiusKm: 5 }));
    await failed;
    expect(selectShopPart('deliveryArea')(store.getState()).error).toBe('The radius is at most 200 km');
    expect(selectShopSettings(store.getState()).settings).toEqual(SETTINGS);
  });

  it('takes the shop’s position from the device', async () => {
    const { store, next, locate } = backOffice(shopFeature, {});
    locate.mockResolvedValueOnce({ latitude: 27.7172, longitude: 85.324 }).mockRejectedValueOnce(new Error('Location unavailable: denied'));
    const located = next('shopSettings/located');
    store.dispatch(shopSettingsActions.locate());
    await located;
    expect(selectShopSettings(store.getState()).here).toEqual({ locating: false, position: { latitude: 27.7172, longitude: 85.324 }, error: '' });
    const failed = next('shopSettings/locateFailed');
    store.dispatch(shopSettingsActions.locate());
    await failed;
    expect(selectShopSettings(store.getState()).here.error).toBe('Location unavailable: denied');
  });

  it('reads a delivery area as typed, or says what is wrong', () => {
    expect(readArea({ latitude: '27.7172', longitude: ' 85.324', radiusKm: '8' })).toEqual({ area: { center: { latitude: 27.7172, longitude: 85.324 }, radiusKm: 8 } });
    expect(readArea({ latitude: '', longitude: '85.3', radiusKm: '8' })).toHaveProperty('error', 'Give the shop’s position: latitude −90 to 90, longitude −180 to 180.');
    expect(readArea({ latitude: '27.7', longitude: '85.3', radiusKm: '0' })).toHaveProperty('error', 'The radius is a number of kilometres, more than 0 and at most 200.');
    expect(readArea({ latitude: '27.7', longitude: '85.3', radiusKm: '250' })).toHaveProperty('error', 'The radius is a number of kilometres, more than 0 and at most 200.');
  });
});
