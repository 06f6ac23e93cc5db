import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ApiError } from '@chulo/api-client';
import { ErrorPanel, LinkButton } from '@chulo/ui';
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
    <ErrorPanel
      role="alert"
      message={readableMessage(error)}
      actions={
        <>
          <LinkButton as="button" variant="text" type="button" onClick={() => window.location.reload()}>
            Reload the page
          </LinkButton>
          <LinkButton as={Link} variant="text" to="/kitchen">
            Back to the orders
          </LinkButton>
        </>
      }
    />
  );
}
