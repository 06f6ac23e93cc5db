import { type FormEvent, useState } from 'react';
import { CURRENT_PASSWORD_NEEDED, passwordShapeProblem, type StaffAccount } from '@chulo/api-client/contract';
import { Alert, Badge, Button, TextField } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { selectAccountWork, staffAccountsActions } from './staff-slice.ts';

/**
 * One member of staff: their role, a new password, or their account removed (asked twice). A new
 * password of one's own takes the current one too, which whoever finds a session left open does not know.
 */
export function AccountRow({ account, you }: { account: StaffAccount; you: boolean }) {
  const { username, role, createdAt } = account;
  const work = useAppSelector(selectAccountWork(username));
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; currentPassword?: string }>({});
  const [removing, setRemoving] = useState(false);

  function resetPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const passwordProblem = passwordShapeProblem(password, username);
    const found = {
      ...(you && !currentPassword ? { currentPassword: CURRENT_PASSWORD_NEEDED } : {}),
      ...(passwordProblem ? { password: passwordProblem } : {}),
    };
    setErrors(found);
    if (found.password || found.currentPassword) return;
    setPassword('');
    setCurrentPassword('');
    dispatch(staffAccountsActions.change(username, you ? { password, currentPassword } : { password }));
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
        <form noValidate onSubmit={resetPassword} className="flex flex-wrap items-end gap-2">
          {you && (
            <div className="grow">
              <TextField
                label="Your current password"
                layout="stacked"
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                error={errors.currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
              />
            </div>
          )}
          <div className="grow">
            <TextField
              label={`New password for ${username}`}
              layout="stacked"
              type="password"
              autoComplete="new-password"
              value={password}
              error={errors.password}
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
