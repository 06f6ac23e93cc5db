import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { OrderTicket } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { orderTicket } from './order-ticket.ts';
import { selectTickets, ticketActions } from './ticket-slice.ts';

/** CSS pixels in a millimetre, as browsers lay out a printed page (96 to the inch). */
const PX_PER_MM = 96 / 25.4;

/**
 * Slack under the ticket, so that the page is never a hair shorter than the ticket and spills a
 * second page onto the roll.
 */
const SLACK_MM = 2;

/**
 * The printed page while a ticket is on the roll: as long as the ticket, and the ticket alone. Set
 * from script, as a constructed stylesheet: the kitchen's pages allow no inline `<style>`
 * (docs/security.md), and this one's length is known only once the ticket is laid out.
 */
function printedPage(lengthMm: number): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`@page { size: 80mm ${lengthMm}mm; margin: 0; } @media print { body > :not([data-ticket-roll]) { display: none !important; } }`);
  return sheet;
}

/**
 * The ticket on its way to the printer. It sits in the page unseen, laid out at the roll's width,
 * and the page's print shows it alone: one page 80 mm wide and as long as the ticket (CSS has no
 * `size: 80mm auto`, so its length is measured here), with nothing of the board. A part of the
 * board's own page rather than a page of its own: it prints what the board already holds, at once
 * and with the network gone, and a kiosk's automatic print of a new order needs no window that a
 * browser would block.
 */
export function TicketRoll() {
  const { roll } = useAppSelector(selectTickets);
  const dispatch = useAppDispatch();
  const ticket = useRef<HTMLDivElement>(null);
  const [laidOut, setLaidOut] = useState<number | null>(null);

  // Measured before the browser paints, and the page sized to it in the same frame.
  useLayoutEffect(() => {
    if (!roll || !ticket.current) return;
    const page = printedPage(Math.ceil(ticket.current.getBoundingClientRect().height / PX_PER_MM) + SLACK_MM);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
    setLaidOut(roll.serial);
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== page);
    };
  }, [roll]);

  // Printed only once the page has this ticket's length.
  useEffect(() => {
    if (roll && laidOut === roll.serial) dispatch(ticketActions.ticketReady(roll.serial));
  }, [laidOut, roll, dispatch]);

  if (!roll) return null;
  return createPortal(
    <div data-ticket-roll="" className="invisible fixed top-0 left-0 print:visible print:static">
      <div ref={ticket}>
        <OrderTicket {...orderTicket(roll.order)} />
      </div>
    </div>,
    document.body,
  );
}
