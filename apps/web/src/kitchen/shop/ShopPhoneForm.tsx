import { useState } from 'react';
import { TextField } from '@chulo/ui';
import { useAppDispatch } from '../../store/hooks.ts';
import { SaveBar } from './SaveBar.tsx';
import { shopSettingsActions } from './shop-slice.ts';

/**
 * The number customers call from their order's page ('Call the shop'): a landline or a mobile, checked
 * by the contract before it is sent; saved empty, customers are given none.
 */
export function ShopPhoneForm({ phone }: { phone: string | null }) {
  const dispatch = useAppDispatch();
  const [typed, setTyped] = useState(phone ?? '');
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="off"
        layout="stacked"
        placeholder="e.g. 01-5555555"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <SaveBar part="phone" label="Save the phone number" disabled={false} onSave={() => dispatch(shopSettingsActions.save('phone', typed.trim() || null))} />
    </div>
  );
}
