import { describe, expect, it, onTestFinished } from 'vitest';
import { messages, PASSWORD_HAS_USERNAME } from '@chulo/api-client/contract';
import { createTestDatabase, runStaffCommand, staffHeaders, staffLogin } from '@chulo/test-lab';
import { openStore } from './data/database.ts';
import { migrateToLatest } from './data/migrations.ts';
import { useTestShop } from './testing/test-shop.ts';

const PASSWORD = 'two roles, one kitchen';

describe('staff roles', () => {
  const { shop, api } = useTestShop('sqlite', { env: { KITCHEN_AUTOPILOT: '0' } });
  const signIn = (username: string) => staffLogin(shop.baseUrl, username, PASSWORD);

  it("makes the shop's first account its owner and later ones the kitchen's, unless told", async () => {
    expect((await shop.accounts.add('asha', PASSWORD)).role).toBe('owner');
    expect((await shop.accounts.add('ram', PASSWORD)).role).toBe('kitchen');
    expect((await shop.accounts.add('sita', PASSWORD, 'owner')).role).toBe('owner');
    expect((await shop.accounts.list()).map(({ username, role }) => [username, role])).toEqual([
      ['asha', 'owner'],
      ['ram', 'kitchen'],
      ['sita', 'owner'],
    ]);
    expect((await signIn('ram')).json.data.role).toBe('kitchen');
    expect((await signIn('asha')).json.data.role).toBe('owner');
  });

  it('lets the kitchen mark a pizza sold out, and only an owner change its price', async () => {
    const kitchen = await signIn('ram');
    const owner = await signIn('asha');
    expect((await api('PATCH', '/api/staff/menu/1', { soldOut: true }, staffHeaders(kitchen))).status).toBe(200);
    const refused = await api('PATCH', '/api/staff/menu/1', { unitPrice: 1 }, staffHeaders(kitchen));
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ status: 'fail', message: messages.OWNERS_ONLY });
    const changed = await api('PATCH', '/api/staff/menu/1', { unitPrice: 700, soldOut: false }, staffHeaders(owner));
    expect(changed.json.data).toMatchObject({ unitPrice: 700, soldOut: false });
  });

  it('applies a change of role to sessions already open', async () => {
    const session = await signIn('sita');
    await shop.store.db.updateTable('staff').set({ role: 'kitchen' }).where('username', '=', 'sita').execute();
    expect((await api('GET', '/api/staff/session', undefined, staffHeaders(session))).json.data.role).toBe('kitchen');
    expect((await api('PATCH', '/api/staff/menu/1', { unitPrice: 650 }, staffHeaders(session))).status).toBe(403);
  });
});

describe('accounts from before roles', () => {
  it('become owners, so no shop loses access', async () => {
    const database = await createTestDatabase('sqlite');
    onTestFinished(() => database.drop());
    const store = openStore(database.url);
    onTestFinished(() => store.db.destroy());
    await migrateToLatest(store.db as never);
    // A row as the staff command wrote it before the role column came in: no role given.
    await store.db
      .insertInto('staff')
      .values({ username: 'old-timer', password_hash: 'scrypt$x', created_at: 0 } as never)
      .execute();
    expect((await store.db.selectFrom('staff').select('role').executeTakeFirstOrThrow()).role).toBe('owner');
  });
});

describe('pnpm staff add --role', () => {
  it('adds an owner or a kitchen account, the first an owner and later ones the kitchen without it, and lists each role', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('sqlite');
    onTestFinished(() => database.drop());
    const staff = (args: string[]) => runStaffCommand(database.url, args, `${PASSWORD}\n`);
    expect(staff(['add', 'first', '--password-stdin']).output).toContain('Added first (owner)');
    expect(staff(['add', 'second', '--password-stdin']).output).toContain('Added second (kitchen)');
    expect(staff(['add', 'third', '--role', 'owner', '--password-stdin']).output).toContain('Added third (owner)');
    expect(staff(['add', 'fourth', '--role=kitchen', '--password-stdin']).output).toContain('Added fourth (kitchen)');
    const wrong = staff(['add', 'fifth', '--role', 'chef', '--password-stdin']);
    expect(wrong.status).toBe(2);
    expect(wrong.output).toContain('The role is owner or kitchen, not "chef"');
    expect(staff(['list']).output).toMatch(/first\towner[\s\S]*fourth\tkitchen[\s\S]*second\tkitchen[\s\S]*third\towner/);
  });

  it('refuses a password the API would refuse: one holding the username', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('sqlite');
    onTestFinished(() => database.drop());
    const refused = runStaffCommand(database.url, ['add', 'maya', '--password-stdin'], 'Maya from the kitchen\n');
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(PASSWORD_HAS_USERNAME);
  });
});
