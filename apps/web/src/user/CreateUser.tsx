import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@chulo/ui';
import { useAppDispatch } from '../store/hooks.ts';
import { userActions } from './user-slice.ts';

/** Home's name form: the name is all we need before the menu. */
export function CreateUser() {
  const [name, setName] = useState('');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hasName = name.trim() !== '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hasName) return;
    dispatch(userActions.named(name));
    navigate('/menu');
  }

  return (
    <form onSubmit={handleSubmit} className="mx-auto flex max-w-md flex-col items-center gap-4">
      <label htmlFor="username" className="text-sm text-ink-700 md:text-base">
        Welcome! Please start by telling us your name:
      </label>
      <input
        id="username"
        name="username"
        type="text"
        placeholder="Your full name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        className="text-field w-full max-w-xs text-center"
      />
      {hasName && <Button type="submit">Start ordering</Button>}
    </form>
  );
}
