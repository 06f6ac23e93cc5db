import type { ReactNode } from 'react';
import type { StaffOrder } from '@chulo/api-client/contract';
import { Button } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { selectTicketMark, ticketActions } from './ticket-slice.ts';

interface PrintTicketButtonProps {
  order: StaffOrder;
  /** Says which order, for screen readers: every card has this button. */
  forOrder: ReactNode;
}

/** Prints the order's ticket; 'Reprint' once this device has printed it. */
export function PrintTicketButton({ order, forOrder }: PrintTicketButtonProps) {
  const printed = useAppSelector(selectTicketMark(order.id)) === 'printed';
  const dispatch = useAppDispatch();
  return (
    <Button variant="secondary" onClick={() => dispatch(ticketActions.printTicket(order))}>
      {printed ? 'Reprint' : 'Print'}
      {forOrder}
    </Button>
  );
}
