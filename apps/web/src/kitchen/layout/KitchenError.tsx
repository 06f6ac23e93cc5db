import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ApiError } from '@chulo/api-client';
import { EmptyState, ErrorPanel, LinkButton } from '@chulo/ui';
import { Link } from '../../router/Link.tsx';
import { FailedLoad } from '../../store/failed-load.ts';
import { OwnersOnly } from '../store/staff-loading.ts';

/** What staff read when a screen cannot load: the server's message, or a plain apology. */
function readableMessage(error: unknown): string {
  if (error instanceof FailedLoad || error instanceof ApiError) return error.message;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return 'This screen hit an unexpected problem. Please reload the page.';
}

/** A member of the kitchen at an owner's screen: nothing went wrong, it is simply not theirs. */
function OwnersOnlyView({ username }: { username: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <title>Only owners · Kitchen · Chulo Pizza</title>
      <h1 className="text-center text-2xl font-extrabold text-ink-900 sm:text-3xl">Only owners</h1>
      <EmptyState
        icon="🔒"
        message={`This screen is for the shop’s owners, and ${username} works in the kitchen. An owner can change your role on the Staff screen.`}
        action={
          <LinkButton as={Link} to="/kitchen">
            Back to the orders
          </LinkButton>
        }
      />
    </div>
  );
}

export function KitchenError() {
  const error = useRouteError();

  useEffect(() => {
    // A failed load is expected, API failures are logged where they happen; anything else is a bug worth seeing.
    if (!(error instanceof FailedLoad) && !(error instanceof ApiError) && !(error instanceof OwnersOnly) && !isRouteErrorResponse(error)) {
      console.error('[kitchen] unexpected error', error);
    }
  }, [error]);

  if (error instanceof OwnersOnly) return <OwnersOnlyView username={error.username} />;
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
