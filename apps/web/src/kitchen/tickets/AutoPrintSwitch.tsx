import { Switch } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { selectTickets, ticketActions } from './ticket-slice.ts';

/** For the kitchen's computer that prints without asking (Chromium with `--kiosk-printing`): each new order's ticket, as it arrives. */
export function AutoPrintSwitch() {
  const { autoPrint } = useAppSelector(selectTickets);
  const dispatch = useAppDispatch();
  return <Switch label="Auto-print new orders" checked={autoPrint} onChange={() => dispatch(ticketActions.toggleAutoPrint())} />;
}
