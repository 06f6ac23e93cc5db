import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_PHONE_RULE } from '@chulo/api-client/contract';
import { SHOP_SETTINGS } from '@chulo/api-client/testing';
import { withStore } from '../../testing/test-store.tsx';
import { backOffice, bodyOf, leaveBackOffice, ok } from '../testing/back-office.ts';
import { shopFeature } from './shop-saga.ts';
import { selectShopSettings, shopSettingsActions } from './shop-slice.ts';
import { ShopPhoneForm } from './ShopPhoneForm.tsx';

/** The form as the shop's screen shows it, with the settings loaded and the staff API saving whatever is sent. */
function openForm(phone: string | null) {
  const office = backOffice(shopFeature, { 'PATCH /api/staff/shop': (init) => ok({ ...SHOP_SETTINGS, phone, ...(bodyOf(init) as object) }) });
  office.store.dispatch(shopSettingsActions.loaded({ ...SHOP_SETTINGS, phone }));
  render(<ShopPhoneForm phone={phone} />, { wrapper: withStore(office.store) });
  const field = screen.getByRole('textbox', { name: 'Phone number' });
  const save = screen.getByRole('button', { name: 'Save the phone number' });
  return { ...office, field, save };
}

describe('the shop’s phone', () => {
  afterEach(leaveBackOffice);

  it('saves a Kathmandu landline, and says so', async () => {
    const { field, save, sent, store } = openForm(null);
    await userEvent.type(field, '01-5555555');
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(sent('PATCH', '/api/staff/shop').map(bodyOf)).toEqual([{ phone: '01-5555555' }]);
    expect(selectShopSettings(store.getState()).settings?.phone).toBe('01-5555555');
  });

  it('refuses what is no phone number before sending it, in the contract’s words', async () => {
    const { field, save, sent } = openForm(null);
    await userEvent.type(field, 'call us');
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(SHOP_PHONE_RULE);
    expect(sent('PATCH', '/api/staff/shop')).toEqual([]);
  });

  it('shows the number set, and saved empty gives customers none', async () => {
    const { field, save, sent } = openForm('01-5555555');
    expect(field).toHaveValue('01-5555555');
    await userEvent.clear(field);
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(sent('PATCH', '/api/staff/shop').map(bodyOf)).toEqual([{ phone: null }]);
  });
});
