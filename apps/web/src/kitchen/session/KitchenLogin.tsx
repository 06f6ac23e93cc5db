import { type FormEvent, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Button, Card, TextField } from '@chulo/ui';
import { Link } from '../../router/Link.tsx';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { selectSessionState, sessionActions } from './session-slice.ts';

export function KitchenLogin() {
  const { signingIn, error, attempts } = useAppSelector(selectSessionState).signIn;
  const dispatch = useAppDispatch();
  const searchParams = new URLSearchParams(useLocation().search);
  const password = useRef<HTMLInputElement>(null);

  // After a failed attempt the password is typed again, so that is where the cursor goes.
  useEffect(() => {
    if (attempts > 0 && password.current) {
      password.current.value = '';
      password.current.focus();
    }
  }, [attempts]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    dispatch(sessionActions.signIn(String(form.get('username') ?? ''), String(form.get('password') ?? ''), searchParams.get('next')));
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <title>Sign in · Kitchen · Chulo Pizza</title>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Kitchen sign-in</h1>
        <p className="mt-1 text-sm text-pretty text-ink-700">For Chulo Pizza staff: see the orders as they come in.</p>

        <form onSubmit={handleSubmit} className="mt-6 flex flex-col gap-5">
          <TextField
            label="Username"
            layout="stacked"
            id="username"
            name="username"
            type="text"
            required
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            autoFocus
          />
          <TextField
            label="Password"
            layout="stacked"
            ref={password}
            id="password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            // The message below the form is about both fields, read with the one typed again.
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'sign-in-error' : undefined}
          />

          {error && <Alert id="sign-in-error">{error}</Alert>}

          <Button type="submit" disabled={signingIn} busy={signingIn}>
            {signingIn ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </Card>
      <p className="mt-6 text-center text-sm text-ink-700">
        Hungry, not cooking?{' '}
        <Link to="/" className="rounded-sm font-semibold text-chili-700 underline underline-offset-4 hover:text-chili-800">
          Order a pizza
        </Link>
      </p>
    </div>
  );
}
