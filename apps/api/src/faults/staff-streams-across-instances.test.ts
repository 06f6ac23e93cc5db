import { describe, expect, it, onTestFinished } from 'vitest';
import { availableEngines, createTestDatabase, openSse, signInStaff, staffHeaders, startServerProcess, type StaffSession } from '@chulo/test-lab';
import { openStore } from '../data/database.ts';
import { StaffAccounts } from '../services/staff-roster.ts';
import { endsSoon } from '../testing/stream-ends.ts';
import { call } from '../testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'one board, two ovens';

describe.runIf(engines.includes('postgres'))('a kitchen board on one instance, its session ended on another', () => {
  it('ends when the cook signs out, or an owner removes the account, on the other instance', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('postgres');
    onTestFinished(() => database.drop());
    const [a, b] = await Promise.all([startServerProcess({ built: true, databaseUrl: database.url }), startServerProcess({ built: true, databaseUrl: database.url })]);
    for (const server of [a, b]) onTestFinished(() => server.stop());
    const store = openStore(database.url);
    try {
      const accounts = new StaffAccounts(store.db, 12);
      await accounts.add('asha', PASSWORD, 'owner');
      await accounts.add('ram', PASSWORD, 'kitchen');
    } finally {
      await store.db.destroy();
    }
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
