import { type MouseEvent, useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { ApiError } from '@chulo/api-client';
import { ErrorPanel, LinkButton } from '@chulo/ui';
import { Link } from '../../router/Link.tsx';
import { FailedLoad } from '../../store/failed-load.ts';

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
    <ErrorPanel
      message={readableMessage(error)}
      actions={
        <LinkButton
          as={Link}
          variant="text"
          to="/"
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            // Opened straight onto the error (a shared link): there is no page of ours to go back to.
            if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
            else void navigate('/');
          }}
        >
          Go Back
        </LinkButton>
      }
    />
  );
}
