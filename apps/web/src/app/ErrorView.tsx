import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router-dom';
import { ApiError } from '@chulo/api-client';
import { FailedLoad } from '../store/failed-load.ts';

/** What the customer reads: the SPEC §8 message, the not-found status, or a plain apology. */
function readableMessage(error: unknown): string {
  if (error instanceof FailedLoad || error instanceof ApiError) return error.message;
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? ` — ${error.data.replace(/^Error: /, '')}` : '';
    return `${error.status} ${error.statusText}${detail}`;
  }
  return 'This page hit an unexpected problem. Please try again.';
}

export function ErrorView() {
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => {
    // A failed load is expected, API failures are logged where they happen; anything else is a bug worth seeing.
    if (!(error instanceof FailedLoad) && !(error instanceof ApiError) && !isRouteErrorResponse(error)) console.error('[app] unexpected error', error);
  }, [error]);

  return (
    <div className="mx-auto max-w-xl px-4 py-14 text-center sm:py-20">
      <p aria-hidden="true" className="text-5xl">🍕</p>
      <h1 className="mt-4 text-2xl font-extrabold text-ink-900 sm:text-3xl">Something went wrong</h1>
      <p className="mt-3 text-base text-ink-700">{readableMessage(error)}</p>
      <Link
        to="/"
        onClick={(event) => {
          event.preventDefault();
          // Opened straight onto the error (a shared link): there is no page of ours to go back to.
          if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
          else navigate('/');
        }}
        className="mt-8 inline-flex items-center gap-1 rounded-sm font-semibold text-chili-700 underline-offset-4 hover:text-chili-800 hover:underline"
      >
        Go Back
      </Link>
    </div>
  );
}
