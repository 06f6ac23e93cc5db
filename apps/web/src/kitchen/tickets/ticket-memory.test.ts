// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rememberedTickets } from './ticket-memory.ts';

describe('what the device remembers', () => {
  it('reads anything else under its key as nothing printed and auto-print off', () => {
    localStorage.setItem('kitchen.tickets', '{"autoPrint":"yes","marks":{"A":"printed","B":"burnt"}}');
    expect(rememberedTickets()).toEqual({ autoPrint: false, marks: { A: 'printed' } });
    localStorage.setItem('kitchen.tickets', 'not json');
    expect(rememberedTickets()).toEqual({ autoPrint: false, marks: {} });
    localStorage.removeItem('kitchen.tickets');
  });
});
