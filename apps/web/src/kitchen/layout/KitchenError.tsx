import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ApiError } from '@chulo/api-client';
import { FailedLoad } from '../../store/failed-load.ts';

/** What staff read when a screen cannot load: the server's message, or a plain apology. */
function readableMessage(error: unknown): string {
  if (error instanceof FailedLoad || error instanceof ApiError) return error.message;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return 'This screen hit an unexpected problem. Please reload the page.';
}

export function KitchenError() {
  const error = useRouteError();

  useEffect(() => {
    // A failed load is expected, API failures are logged where they happen; anything else is a bug worth seeing.
    if (!(error instanceof FailedLoad) && !(error instanceof ApiError) && !isRouteErrorResponse(error)) {
      console.error('[kitchen] unexpected error', error);
    }
  }, [error]);

  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-14 text-center sm:py-20">
      <p aria-hidden="true" className="text-5xl">
        🍕
      </p>
      <h1 className="mt-4 text-2xl font-extrabold text-ink-900 sm:text-3xl">Something went wrong</h1>
      <p className="mt-3 text-base text-ink-700">{readableMessage(error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 font-semibold">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-sm font-semibold text-chili-700 underline-offset-4 hover:text-chili-800 hover:underline"
        >
          Reload the page
        </button>
        <Link to="/kitchen" className="rounded-sm text-chili-700 underline-offset-4 hover:text-chili-800 hover:underline">
          Back to the orders
        </Link>
      </div>
    </div>
  );
}
