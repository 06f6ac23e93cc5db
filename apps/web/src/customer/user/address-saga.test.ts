import { describe, expect, it } from 'vitest';
import { jsonAnswer as answer } from '@chulo/api-client/testing';
import { checkoutFeature } from '../checkout/checkout-saga.ts';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { createTestStore } from '../../testing/test-store.tsx';
import { userActions } from './user-slice.ts';

const THAMEL = { latitude: 27.7154, longitude: 85.3123 };
const GEOCODED = { ...THAMEL, locality: 'Thamel', city: 'Kathmandu', postcode: '44600', countryName: 'Nepal', countryCode: 'NP' };

function orderForm() {
  const shop = createTestStore();
  shop.store.inject(checkoutFeature);
  const getPosition = () => {
    const outcome = Promise.race([shop.next('address/found'), shop.next('address/failed')]);
    shop.store.dispatch(userActions.fetchAddress());
    return outcome;
  };
  return { ...shop, getPosition };
}

describe("'Get Position' (SPEC §4)", () => {
  const fetchMock = useFakeFetch();

  it('goes idle → loading → idle with the position and the address', async () => {
    const { store, locate, getPosition } = orderForm();
    locate.mockResolvedValueOnce(THAMEL);
    fetchMock.mockResolvedValueOnce(answer(200, GEOCODED));
    const finding = getPosition();
    expect(store.getState().user.status).toBe('loading');
    await finding;
    expect(store.getState().user).toMatchObject({
      status: 'idle',
      position: THAMEL,
      address: 'Thamel, Kathmandu 44600, Nepal',
      error: '',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/geocode/reverse?latitude=27.715400&longitude=85.312300');
  });

  it('ends in error, with the reason, when the device will not tell where it is', async () => {
    const { store, locate, getPosition } = orderForm();
    locate.mockRejectedValueOnce(new Error('Location unavailable: User denied Geolocation'));
    await getPosition();
    expect(store.getState().user).toMatchObject({ status: 'error', position: null, error: 'Location unavailable: User denied Geolocation' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the position when the geocoder fails, with SPEC's message", async () => {
    const { store, locate, getPosition } = orderForm();
    locate.mockResolvedValueOnce(THAMEL);
    fetchMock.mockResolvedValueOnce(answer(502, { status: 'error', message: 'geocoder away' }));
    await getPosition();
    expect(store.getState().user).toMatchObject({ status: 'error', position: THAMEL, address: '', error: 'Failed getting address' });
  });

  it('asks the device once when the button is tapped twice', async () => {
    const { store, locate, getPosition } = orderForm();
    locate.mockResolvedValue(THAMEL);
    fetchMock.mockResolvedValue(answer(200, GEOCODED));
    const finding = getPosition();
    store.dispatch(userActions.fetchAddress());
    await finding;
    expect(locate).toHaveBeenCalledTimes(1);
  });
});
