import type { TicketMark, TicketMemory } from './ticket-slice.ts';

/** One key for the device's tickets, beside the board's sound (`kitchen.sound`). */
const TICKETS_KEY = 'kitchen.tickets';

const NOTHING_YET: TicketMemory = { autoPrint: false, marks: {} };

const isMark = (value: unknown): value is TicketMark => value === 'printed' || value === 'passed';

/** What this device remembers; anything else found under the key (an older shape, a hand edit) counts as nothing. */
export function rememberedTickets(): TicketMemory {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TICKETS_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return NOTHING_YET;
    const { autoPrint, marks } = stored as Partial<Record<keyof TicketMemory, unknown>>;
    return {
      autoPrint: autoPrint === true,
      marks: typeof marks === 'object' && marks !== null ? Object.fromEntries(Object.entries(marks).filter(([, mark]) => isMark(mark))) : {},
    };
  } catch {
    return NOTHING_YET;
  }
}

export function rememberTickets({ autoPrint, marks }: TicketMemory): void {
  try {
    localStorage.setItem(TICKETS_KEY, JSON.stringify({ autoPrint, marks }));
  } catch {
    // Private mode, or storage full: the board remembers for this page only.
  }
}
