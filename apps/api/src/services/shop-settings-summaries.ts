import { type Closure, type DeliveryArea, type WeeklyHours, WEEKDAYS } from '@chulo/domain';

/** The history's sentences for the shop's settings: what an owner reads back months later. */

const spansOf = (spans: WeeklyHours[number]) => (spans.length === 0 ? 'closed' : spans.map(({ opens, closes }) => `${opens}–${closes}`).join(', '));

/** "Opening hours: Sunday to Friday 11:00–22:00; Saturday closed": days in a row with the same hours told together. */
export function describeHours(hours: WeeklyHours): string {
  const runs: { first: number; last: number; spans: string }[] = [];
  hours.forEach((day, weekday) => {
    const spans = spansOf(day);
    const previous = runs.at(-1);
    if (previous?.spans === spans) previous.last = weekday;
    else runs.push({ first: weekday, last: weekday, spans });
  });
  const days = ({ first, last }: { first: number; last: number }) =>
    first === last ? WEEKDAYS[first] : `${WEEKDAYS[first]} to ${WEEKDAYS[last]}`;
  return `Opening hours: ${runs.map((run) => (runs.length === 1 ? `every day ${run.spans}` : `${days(run)} ${run.spans}`)).join('; ')}`;
}

/** "Closures: Dashain 2026-10-10 to 2026-10-14, Tihar 2026-11-08", or none. */
export function describeClosures(closures: Closure[]): string {
  if (closures.length === 0) return 'Closures: none';
  return `Closures: ${closures.map(({ from, to, reason }) => (from === to ? `${reason} ${from}` : `${reason} ${from} to ${to}`)).join(', ')}`;
}

/** "Delivery area: 8 km around 27.7172, 85.324", or no limit. */
export function describeDeliveryArea(area: DeliveryArea | null): string {
  if (area === null) return 'Delivery area: no limit';
  return `Delivery area: ${area.radiusKm} km around ${area.center.latitude}, ${area.center.longitude}`;
}

/** "Shop's phone: 01-5555555", or none. */
export function describeShopPhone(phone: string | null): string {
  return `Shop’s phone: ${phone ?? 'none'}`;
}
