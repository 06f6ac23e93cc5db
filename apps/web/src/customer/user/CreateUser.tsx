import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasVisibleCharacter } from '@chulo/domain';
import { Button } from '@chulo/ui';
import { useAppDispatch } from '../../store/hooks.ts';
import { userActions } from './user-slice.ts';

/** A name that shows: one made only of blanks (spaces, zero-width or filler characters) is empty, as the order form holds too. */
const named = hasVisibleCharacter;

/** Home's name form: the name is all we need before the menu. */
export function CreateUser() {
  const [hasName, setHasName] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('username') ?? '');
    if (!named(name)) return;
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
        // The field keeps its own text: a name typed into the server's page before the app took it over counts (`ref`).
        ref={(input) => void (input && setHasName(named(input.value)))}
        onChange={(event) => setHasName(named(event.target.value))}
        className="text-field w-full max-w-xs text-center"
      />
      {hasName && <Button type="submit">Start ordering</Button>}
    </form>
  );
}
