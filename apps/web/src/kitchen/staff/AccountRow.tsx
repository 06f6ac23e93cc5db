import { type FormEvent, useState } from 'react';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, type StaffAccount } from '@chulo/api-client/contract';
import { Alert, Badge, Button, TextField } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { selectAccountWork, staffAccountsActions } from './staff-slice.ts';

/** One member of staff: their role, a new password, or their account removed (asked twice). */
export function AccountRow({ account, you }: { account: StaffAccount; you: boolean }) {
  const { username, role, createdAt } = account;
  const work = useAppSelector(selectAccountWork(username));
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [removing, setRemoving] = useState(false);

  function resetPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setPasswordError(PASSWORD_TOO_SHORT);
      return;
    }
    setPasswordError('');
    setPassword('');
    dispatch(staffAccountsActions.change(username, { password }));
  }

  return (
    <li className="flex flex-col gap-3 p-4 sm:p-5" aria-label={username}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold text-ink-900">{username}</h2>
        {you && <Badge tone="saffron-light">You</Badge>}
        <span className="text-xs text-ink-700">since {new Date(createdAt).toLocaleDateString('en-GB', { dateStyle: 'medium' })}</span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-900">
          Role <span className="sr-only">of {username}</span>
          <RoleSelect id={`role-${username}`} value={role} disabled={work.busy} onChange={(next) => dispatch(staffAccountsActions.change(username, { role: next }))} />
        </label>
        <form noValidate onSubmit={resetPassword} className="flex items-end gap-2">
          <div className="grow">
            <TextField
              label={`New password for ${username}`}
              layout="stacked"
              type="password"
              autoComplete="new-password"
              value={password}
              error={passwordError}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <Button type="submit" variant="small" disabled={work.busy || !password}>
            Set <span className="sr-only">the new password for {username}</span>
          </Button>
        </form>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {removing ? (
          <>
            <Button variant="danger" busy={work.busy} disabled={work.busy} onClick={() => dispatch(staffAccountsActions.remove(username))}>
              Remove {username} for good
            </Button>
            <Button variant="secondary" onClick={() => setRemoving(false)}>
              Keep {username}
            </Button>
          </>
        ) : (
          <Button variant="secondary" disabled={work.busy} onClick={() => setRemoving(true)}>
            Remove <span className="sr-only">{username}</span>
          </Button>
        )}
        <p role="status" className="text-sm font-semibold text-basil-700">
          {work.done}
        </p>
      </div>
      {work.error && <Alert>{work.error}</Alert>}
    </li>
  );
}
