import type { StaffOrder } from '@chulo/api-client/contract';
import { amountToCollect, parsePosition, paymentLine } from '@chulo/domain';
import type { OrderTicketProps } from '@chulo/ui';
import { cardLines } from '../board/card-lines.ts';

/**
 * The delivery spot as a Google Maps link, for the QR code the rider scans. Of the links a phone's
 * camera understands, this one opens a maps app on both: Android hands it to Google Maps, an iPhone
 * to Google Maps when it is installed and to the browser's map otherwise. A `geo:` URI opens a maps
 * app on Android only; an iPhone's camera does nothing with it, as an Android phone does nothing
 * useful with an Apple Maps link. The board's own link (OpenStreetMap) is for the screen.
 */
export function riderMapLink(position: string): string | null {
  const spot = parsePosition(position.trim());
  if (!spot) return null;
  return `https://www.google.com/maps/search/?api=1&query=${spot.latitude}%2C${spot.longitude}`;
}

/** What an order's ticket prints: its lines as the card reads them, and the rider's part. */
export function orderTicket(order: StaffOrder): OrderTicketProps {
  return {
    orderId: order.id,
    placedAt: order.createdAt,
    channel: order.channel,
    priority: order.priority,
    due: order.estimatedDelivery,
    deliverAt: order.deliverAt,
    lines: cardLines(order.cart),
    customer: order.customer,
    phone: order.phone,
    address: order.address,
    directions: order.directions,
    mapLink: riderMapLink(order.position),
    // A wallet's payment is not collected again: only what was added after it (a priority fee).
    toCollect: amountToCollect(order),
    payment: paymentLine(order.payment),
  };
}
