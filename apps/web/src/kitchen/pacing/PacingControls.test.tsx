import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitchenPacing } from '@chulo/api-client/contract';
import { jsonAnswer } from '@chulo/api-client/testing';
import { shopTimeOfDay } from '@chulo/domain';
import { openBoard } from '../testing/board-screen.tsx';
import { FakeEventStream } from '../testing/fake-staff-server.ts';
import { staffOrder } from '../testing/staff-order.ts';
import { paceAt } from './pacing-slice.ts';
import { spanLabel } from './PacingControls.tsx';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
/** A Friday rush: Ram marked the kitchen busy for 20 minutes more, Sita paused online orders until resumed. */
const RUSH: KitchenPacing = { busy: { extraMinutes: 20, until: inMinutes(45), by: 'ram' }, pause: { until: null, by: 'sita' } };

const pace = () => screen.getByRole('region', { name: 'Kitchen pace' });
const button = (name: string) => within(pace()).getByRole('button', { name });

/** The board, told the pace by its live feed, as the server tells every board that connects. */
async function boardWithPace(pacing: KitchenPacing) {
  const board = await openBoard([staffOrder({ id: 'RAM23456' })]);
  act(() => FakeEventStream.latest().emit('pacing', pacing));
  await vi.waitFor(() => expect(board.store.getState().pacing?.pacing).toEqual(pacing));
  return board;
}

describe('the kitchen’s pace on the board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the live feed tells: busy, with its minutes, until when and who set it, and online orders paused', async () => {
    await boardWithPace(RUSH);
    expect(pace()).toHaveTextContent(`Busy +20 minon new estimates until ${shopTimeOfDay(Date.parse(RUSH.busy!.until))} · set by ram`);
    expect(pace()).toHaveTextContent('Online orders pauseduntil you resume them; phone orders still go in · set by sita');
    expect(button('End busy')).toBeEnabled();
    expect(button('Resume online orders')).toBeEnabled();

    // Another member of staff ended both: every board hears it.
    act(() => FakeEventStream.latest().emit('pacing', { busy: null, pause: null }));
    await vi.waitFor(() => expect(pace()).toHaveTextContent('Normal pace'));
    expect(pace()).toHaveTextContent('Taking online orders');
  });

  it('marks the kitchen busy from a sheet of the choices a cook has, with the session’s token, and shows it at once', async () => {
    const { server } = await boardWithPace({ busy: null, pause: null });
    await userEvent.click(button('Mark busy…'));
    const sheet = screen.getByRole('dialog', { name: 'Mark the kitchen busy' });
    expect(within(sheet).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['+10 min', '+20 min', '+30 min', '30 min', '1 hour', '1½ hours']);
    await userEvent.click(within(sheet).getByRole('radio', { name: '+20 min' }));
    await userEvent.click(within(sheet).getByRole('radio', { name: '1 hour' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Mark busy' }));

    await vi.waitFor(() => expect(pace()).toHaveTextContent('Busy +20 min'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const put = server.requests.find((request) => request.method === 'PUT');
    expect([put?.path, put?.body, put?.headers.get('x-csrf-token')]).toEqual(['/api/staff/pacing/busy', { extraMinutes: 20, forMinutes: 60 }, 'token-123']);
    expect(button('End busy'), 'the keyboard’s focus, back where the sheet was opened').toHaveFocus();
    expect(button('End busy')).not.toHaveAttribute('aria-busy');

    await userEvent.click(button('End busy'));
    await vi.waitFor(() => expect(pace()).toHaveTextContent('Normal pace'));
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/staff/pacing/busy' });
  });

  it('pauses online orders until resumed, or for a time, and resumes them', async () => {
    const { server } = await boardWithPace({ busy: null, pause: null });
    await userEvent.click(button('Pause online orders…'));
    const sheet = screen.getByRole('dialog', { name: 'Pause online orders' });
    expect(within(sheet).getByRole('group', { name: 'For' })).toHaveAccessibleDescription('Customers are told when they can order again. Orders taken by phone still go in.');
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Until I resume them' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Pause online orders' }));
    await vi.waitFor(() => expect(pace()).toHaveTextContent('until you resume them'));
    expect(server.requests.at(-1)?.body).toEqual({ forMinutes: null });

    await userEvent.click(button('Resume online orders'));
    await vi.waitFor(() => expect(pace()).toHaveTextContent('Taking online orders'));

    await userEvent.click(button('Pause online orders…'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pause online orders' }));
    await vi.waitFor(() => expect(pace()).toHaveTextContent(/Online orders pauseduntil \d\d:\d\d; phone orders still go in/));
    expect(server.requests.at(-1)?.body).toEqual({ forMinutes: 15 });
  });

  it('closes a sheet without changing anything', async () => {
    const { server } = await boardWithPace({ busy: null, pause: null });
    await userEvent.click(button('Mark busy…'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.some((request) => request.path.startsWith('/api/staff/pacing'))).toBe(false);
  });

  it('says why a change was refused, in the server’s words', async () => {
    await boardWithPace({ busy: null, pause: null });
    const staffServer = vi.mocked(globalThis.fetch).getMockImplementation() as typeof fetch;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) =>
      String(input).startsWith('/api/staff/pacing') ? jsonAnswer(503, { status: 'error', message: 'The shop is briefly unavailable. Please try again in a moment.' }) : staffServer(input, init),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(button('Mark busy…'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark busy' }));
    expect(await within(pace()).findByRole('alert')).toHaveTextContent('The shop is briefly unavailable. Please try again in a moment.');
    expect(pace()).toHaveTextContent('Normal pace');
  });
});

describe('what holds of the pace', () => {
  it('leaves out a spell whose time has come, as the board’s clock reads it', () => {
    const now = Date.parse(RUSH.busy!.until);
    expect(paceAt(RUSH, now - 1).busy).toMatchObject({ extraMinutes: 20, by: 'ram' });
    expect(paceAt(RUSH, now)).toEqual({ busy: null, pause: { until: null, by: 'sita' } });
    expect(paceAt(null, now)).toEqual({ busy: null, pause: null });
  });

  it('says a time as a cook says it', () => {
    expect([15, 30, 60, 90, 120].map(spanLabel)).toEqual(['15 min', '30 min', '1 hour', '1½ hours', '2 hours']);
  });
});
