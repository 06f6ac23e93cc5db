import { type FormEvent, useId, useState } from 'react';
import { passwordShapeProblem, type StaffRole, USERNAME_PATTERN, USERNAME_RULE } from '@chulo/api-client/contract';
import { FormField, TextField } from '@chulo/ui';
import { SaveRow } from '../layout/SaveRow.tsx';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { selectStaffAccounts, staffAccountsActions } from './staff-slice.ts';

/** A new member of staff: username, first password, role; checked here by the contract's own rules first. */
export function NewAccountForm() {
  const id = useId();
  const { busy, error } = useAppSelector(selectStaffAccounts).adding;
  const dispatch = useAppDispatch();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('kitchen');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const passwordProblem = passwordShapeProblem(password, username);
    const found = {
      ...(USERNAME_PATTERN.test(username) ? {} : { username: USERNAME_RULE }),
      ...(passwordProblem ? { password: passwordProblem } : {}),
    };
    setErrors(found);
    if (!found.username && !found.password) dispatch(staffAccountsActions.add({ username, password, role }));
  }

  return (
    <form noValidate onSubmit={add} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Username" layout="stacked" autoComplete="off" value={username} error={errors.username} onChange={(event) => setUsername(event.target.value.toLowerCase())} />
        <TextField
          label="First password"
          layout="stacked"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormField label="Role" htmlFor={`${id}-role`} layout="stacked">
          <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
        </FormField>
      </div>
      <SaveRow label="Add account" busy={busy} error={error} />
    </form>
  );
}
