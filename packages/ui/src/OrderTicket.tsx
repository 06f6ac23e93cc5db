import type { ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { type ChosenPizza, crustName, formatDate, type OrderChannel } from '@chulo/domain';
import { Price } from './Price.tsx';

/** One line of the ticket: how many, which pizza, and what was chosen (absent for a pizza as the menu prices it). */
export interface TicketLine {
  quantity: number;
  name: string;
  choice?: ChosenPizza;
}

export interface OrderTicketProps {
  orderId: string;
  /** When the order was placed (ISO time), printed on the shop's clock. */
  placedAt: string;
  /** Where it came from: the customer's own order, or one the shop took by phone. */
  channel: OrderChannel;
  priority: boolean;
  /** The estimate the customer was given (ISO time). */
  due: string;
  /** An order for later: the time the customer chose (ISO time), printed apart so the rider keeps to it. */
  deliverAt?: string;
  /** In the order the cook makes them. */
  lines: readonly TicketLine[];
  customer: string;
  phone: string;
  address: string;
  /** The customer's landmarks for the rider ("behind Bhatbhateni, blue gate"). */
  directions?: string;
  /** A link that opens the delivery spot in a maps app, printed as a QR code for the rider's phone; null when the customer shared no position. */
  mapLink: string | null;
  /** What the rider collects, in rupees. */
  toCollect: number;
  /** How it is paid ("Cash on delivery"). */
  payment: string;
}

const CHANNEL_LABEL: Record<OrderChannel, string> = { web: 'Web order', phone: 'Phone order' };

/** White on black, the thermal roll's loudest mark; printed even where the browser leaves backgrounds out. */
const INVERTED = 'bg-ink-900 text-white [print-color-adjust:exact]';

/** A line of the rider's part: what it is, small, and the thing itself, large. */
function RiderDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold uppercase">{term}</dt>
      <dd className="text-lg leading-snug font-bold">{children}</dd>
    </div>
  );
}

function Line({ line: { quantity, name, choice } }: { line: TicketLine }) {
  return (
    <li className="py-1.5">
      <p className="text-2xl leading-tight font-extrabold">
        <span className="tabular-nums">{quantity}&nbsp;×</span> {name}
      </p>
      {choice && (
        <ul aria-label={`${name}: what was chosen`} className="mt-0.5 pl-[2ch] text-xl leading-snug font-bold">
          <li className="font-black uppercase">{choice.size}</li>
          {choice.crust !== null && <li>{crustName(choice.crust)}</li>}
          {choice.extras.map((extra) => (
            <li key={extra}>+ {extra}</li>
          ))}
          {choice.without.map((ingredient) => (
            <li key={ingredient}>
              <span className={`inline-block px-1.5 font-black uppercase ${INVERTED}`}>NO {ingredient}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * An order as printed for the kitchen and the rider on an 80 mm thermal roll: the order and what
 * to make, large enough to read from a metre away, then what the rider needs, with the delivery
 * spot as a QR code. Real text throughout, so the printer draws it sharp. No responsive classes:
 * a page 80 mm wide and a desk's screen lay it out the same.
 */
export function OrderTicket(props: OrderTicketProps) {
  const { orderId, placedAt, channel, priority, due, deliverAt, lines, customer, phone, address, directions, mapLink, toCollect, payment } = props;
  const titleId = `ticket-${orderId}-title`;
  return (
    <article aria-labelledby={titleId} className="w-[80mm] bg-white px-[4mm] py-[3mm] font-sans text-ink-900 wrap-anywhere">
      <header className="space-y-1 border-b-4 border-ink-900 pb-2">
        {/* The widest id (#WMWMWMWM) fits the roll's 72 mm on one line even in a wide face (DejaVu Sans, a Linux kiosk's). */}
        <h2 id={titleId} className="text-3xl font-black tracking-tight">
          <span className="sr-only">Ticket for order</span> #{orderId}
        </h2>
        <p className="flex flex-wrap justify-between gap-x-3 text-base font-semibold">
          <span>
            Placed <time dateTime={placedAt}>{formatDate(placedAt)}</time>
          </span>
          <span>{CHANNEL_LABEL[channel]}</span>
        </p>
        {priority && <p className={`py-0.5 text-center text-2xl font-black tracking-widest uppercase ${INVERTED}`}>Priority</p>}
        {deliverAt && (
          <p className={`py-0.5 text-center text-xl font-black uppercase ${INVERTED}`}>
            For later · <time dateTime={deliverAt}>{formatDate(deliverAt)}</time>
          </p>
        )}
        <p className="text-xl font-extrabold">
          Due <time dateTime={due}>{formatDate(due)}</time>
        </p>
      </header>

      <ul aria-label="Pizzas" className="divide-y-2 divide-dashed divide-ink-900 border-b-4 border-ink-900">
        {lines.map((line, index) => (
          // The lines come merged: two with the same pizza and choice are already one.
          <Line key={index} line={line} />
        ))}
      </ul>

      <section aria-labelledby={`${titleId}-rider`} className="space-y-2 pt-2">
        <h3 id={`${titleId}-rider`} className="text-center text-base font-black tracking-[0.3em] uppercase">
          Rider
        </h3>
        <dl className="space-y-1.5">
          <RiderDetail term="Customer">{customer}</RiderDetail>
          <RiderDetail term="Phone">{phone}</RiderDetail>
          <RiderDetail term="Address">{address}</RiderDetail>
          {directions && <RiderDetail term="Directions">{directions}</RiderDetail>}
        </dl>
        {mapLink && (
          <figure className="flex items-center gap-3">
            {/* Drawn in the text's colour on the paper: an SVG prints as sharp as the printer's dots allow. */}
            <QRCodeSVG
              value={mapLink}
              level="M"
              marginSize={2}
              fgColor="currentColor"
              bgColor="transparent"
              role="img"
              aria-label={`Map of the delivery spot: ${mapLink}`}
              className="size-[30mm] shrink-0"
            />
            <figcaption className="text-base leading-snug font-bold">Scan for the map</figcaption>
          </figure>
        )}
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 border-t-4 border-ink-900 pt-2">
          <span className="text-lg font-bold">To collect</span>
          <Price amount={toCollect} className="text-2xl font-black" />
        </p>
        <p className="text-lg font-bold">{payment}</p>
      </section>
    </article>
  );
}
