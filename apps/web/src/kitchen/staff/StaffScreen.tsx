import { Card } from '@chulo/ui';
import { useAppSelector } from '../../store/hooks.ts';
import { selectSession } from '../session/session-slice.ts';
import { AccountRow } from './AccountRow.tsx';
import { NewAccountForm } from './NewAccountForm.tsx';
import { selectStaffAccounts } from './staff-slice.ts';

/** The shop's staff accounts: who may do what, new ones, new passwords; the shop always keeps an owner. */
export function StaffScreen() {
  const { accounts, adding } = useAppSelector(selectStaffAccounts);
  const you = useAppSelector(selectSession)?.username;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-5 sm:px-6 sm:py-8">
      <title>Staff · Kitchen · Chulo Pizza</title>
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Staff</h1>
      <p className="mt-1 text-sm text-ink-700 sm:text-base">Owners run the shop; the kitchen sees and moves orders and marks pizzas sold out.</p>

      <Card as="section" aria-labelledby="new-account" className="mt-6 p-4 sm:p-5">
        <h2 id="new-account" className="mb-3 text-lg font-bold text-ink-900">
          Add a member of staff
        </h2>
        <NewAccountForm key={adding.added} />
      </Card>

      <Card as="ul" className="mt-6 divide-y divide-ink-900/10 overflow-hidden">
        {accounts.map((account) => (
          <AccountRow key={account.username} account={account} you={account.username === you} />
        ))}
      </Card>
    </div>
  );
}
