import { describe, expect, it, onTestFinished } from 'vitest';
import { availableEngines, openSse, signInStaff, staffHeaders, type StaffSession } from '@chulo/test-lab';
import { endsSoon } from '../testing/stream-ends.ts';
import { call } from '../testing/test-shop.ts';
import { twoInstances } from '../testing/two-instances.ts';

const engines = await availableEngines();
const PASSWORD = 'one board, two ovens';

describe.runIf(engines.includes('postgres'))('a kitchen board on one instance, its session ended on another', () => {
  it('ends when the cook signs out, or an owner removes the account, on the other instance', { timeout: 60_000 }, async () => {
    const [a, b] = await twoInstances({
      staff: [
        { username: 'asha', password: PASSWORD, role: 'owner' },
        { username: 'ram', password: PASSWORD, role: 'kitchen' },
      ],
    });
    const boardOnB = async (session: StaffSession) => {
      const board = await openSse(`${b.baseUrl}/api/staff/events`, { cookie: session.cookie });
      onTestFinished(() => board.close());
      await board.next((event) => event.event === 'ready');
      return board;
    };

    const ram = await signInStaff(a.baseUrl, 'ram', PASSWORD);
    const board = await boardOnB(ram);
    expect((await call(a.baseUrl, 'POST', '/api/staff/logout', undefined, staffHeaders(ram))).status).toBe(200);
    await endsSoon(board);

    const owner = await signInStaff(a.baseUrl, 'asha', PASSWORD);
    const ramAgain = await boardOnB(await signInStaff(b.baseUrl, 'ram', PASSWORD));
    expect((await call(a.baseUrl, 'DELETE', '/api/staff/accounts/ram', undefined, staffHeaders(owner))).status).toBe(200);
    await endsSoon(ramAgain);
  });
});
