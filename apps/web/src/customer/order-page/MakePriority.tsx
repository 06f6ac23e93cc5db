import { Alert, Button } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { orderActions, selectPriorityUpdate } from './order-slice.ts';

/** Upgrades the order in place: no navigation, no reload; the button goes once the order is a priority. */
export function MakePriority({ orderId }: { orderId: string }) {
  const { status, error } = useAppSelector(selectPriorityUpdate);
  const dispatch = useAppDispatch();
  const isUpdating = status === 'updating';

  return (
    <div className="ml-auto flex flex-col items-end gap-3">
      <Button onClick={() => dispatch(orderActions.makePriority(orderId))} disabled={isUpdating} busy={isUpdating}>
        Make a priority
      </Button>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
