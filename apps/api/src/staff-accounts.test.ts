import { describe, expect, it } from 'vitest';
import { messages, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@chulo/api-client/contract';
import { availableEngines, signInStaff, staffHeaders, type StaffSession } from '@chulo/test-lab';
import { useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'momo and chiya at four';
const NEW_PASSWORD = 'a brand new secret phrase';

describe.each(engines)('staff accounts, managed by owners, on %s', (kind) => {
  const { shop, api } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0' } });
  const signIn = (username: string, password = PASSWORD) => signInStaff(shop.baseUrl, username, password);
  const as = (session: StaffSession) => ({
    list: () => api('GET', '/api/staff/accounts', undefined, staffHeaders(session)),
    add: (body: unknown) => api('POST', '/api/staff/accounts', body, staffHeaders(session)),
    change: (username: string, body: unknown) => api('PATCH', `/api/staff/accounts/${username}`, body, staffHeaders(session)),
    remove: (username: string) => api('DELETE', `/api/staff/accounts/${username}`, undefined, staffHeaders(session)),
    history: (query = '') => api('GET', `/api/staff/history${query}`, undefined, staffHeaders(session)),
    session: () => api('GET', '/api/staff/session', undefined, staffHeaders(session)),
  });
  const history = async () => (await shop.store.db.selectFrom('history').selectAll().orderBy('id').execute()).map(({ staff, action, summary }) => ({ staff, action, summary }));
  const clearHistory = () => shop.store.db.deleteFrom('history').execute();

  it('lets an owner add a member of the kitchen and another owner, recorded in the history, and list them all', async () => {
    await shop.accounts.add('asha', PASSWORD, 'owner');
    await clearHistory();
    const owner = as(await signIn('asha'));
    const before = Date.now();
    const added = await owner.add({ username: 'ram', password: PASSWORD, role: 'kitchen' });
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({ username: 'ram', role: 'kitchen' });
    expect(Date.parse(added.json.data.createdAt)).toBeGreaterThanOrEqual(before);
    expect((await owner.add({ username: 'sita', password: PASSWORD, role: 'owner' })).status).toBe(201);

    const listed = await owner.list();
    expect(listed.status).toBe(200);
    expect(listed.json.data.map(({ username, role }: { username: string; role: string }) => [username, role])).toEqual([
      ['asha', 'owner'],
      ['ram', 'kitchen'],
      ['sita', 'owner'],
    ]);
    expect(await history()).toEqual([
      { staff: 'asha', action: 'staff-added', summary: 'Added ram (kitchen)' },
      { staff: 'asha', action: 'staff-added', summary: 'Added sita (owner)' },
    ]);
    // The new member signs in with what the owner chose.
    expect((await as(await signIn('ram')).session()).json.data).toMatchObject({ username: 'ram', role: 'kitchen' });
  });

  it('refuses a taken username, a short or common password, and a username against the rule', async () => {
    const owner = as(await signIn('asha'));
    const taken = await owner.add({ username: 'ram', password: PASSWORD, role: 'owner' });
    expect([taken.status, taken.json.message]).toEqual([409, messages.accountExists('ram')]);
    const short = await owner.add({ username: 'hari', password: 'too short', role: 'kitchen' });
    expect([short.status, short.json.message]).toEqual([400, PASSWORD_TOO_SHORT]);
    const common = await owner.add({ username: 'hari', password: 'password1234', role: 'kitchen' });
    expect([common.status, common.json.message]).toEqual([400, PASSWORD_TOO_COMMON]);
    expect((await owner.add({ username: 'Hari Bahadur', password: PASSWORD, role: 'kitchen' })).status).toBe(400);
    expect((await owner.add({ username: 'hari', password: PASSWORD, role: 'chef' })).status).toBe(400);
    expect((await shop.accounts.list()).map((account) => account.username)).toEqual(['asha', 'ram', 'sita']);
  });

  it('refuses a username that the history would show as another’s ("rarn" for ram, "sita1" for sital): 409', async () => {
    const owner = as(await signIn('asha'));
    const rarn = await owner.add({ username: 'rarn', password: PASSWORD, role: 'kitchen' });
    expect([rarn.status, rarn.json.message]).toEqual([409, messages.usernameLooksLike('rarn', 'ram')]);
    expect((await owner.add({ username: 'sital', password: PASSWORD, role: 'kitchen' })).status).toBe(201);
    const sita1 = await owner.add({ username: 'sita1', password: PASSWORD, role: 'kitchen' });
    expect([sita1.status, sita1.json.message]).toEqual([409, messages.usernameLooksLike('sita1', 'sital')]);
    expect((await owner.remove('sital')).status).toBe(200);
  });

  it('refuses every owner route to the kitchen with 403, and changes nothing', async () => {
    const kitchen = as(await signIn('ram'));
    const refusals = await Promise.all([
      kitchen.list(),
      kitchen.add({ username: 'hari', password: PASSWORD, role: 'owner' }),
      kitchen.change('ram', { role: 'owner' }),
      kitchen.change('asha', { password: NEW_PASSWORD }),
      kitchen.remove('asha'),
      kitchen.history(),
    ]);
    for (const refused of refusals) expect([refused.status, refused.json]).toEqual([403, { status: 'fail', message: messages.OWNERS_ONLY }]);
    expect((await shop.accounts.list()).map(({ username, role }) => `${username} ${role}`)).toEqual(['asha owner', 'ram kitchen', 'sita owner']);
  });

  it('changes a role at once, for sessions already open, and records it', async () => {
    const owner = as(await signIn('asha'));
    const ram = as(await signIn('ram'));
    await clearHistory();
    const promoted = await owner.change('ram', { role: 'owner' });
    expect([promoted.status, promoted.json.data.role]).toEqual([200, 'owner']);
    expect((await ram.list()).status).toBe(200);
    expect((await owner.change('ram', { role: 'kitchen' })).json.data.role).toBe('kitchen');
    expect((await ram.list()).status).toBe(403);
    // The same role again is no change, and no line in the history.
    expect((await owner.change('ram', { role: 'kitchen' })).status).toBe(200);
    expect(await history()).toEqual([
      { staff: 'asha', action: 'role-changed', summary: 'ram: kitchen → owner' },
      { staff: 'asha', action: 'role-changed', summary: 'ram: owner → kitchen' },
    ]);
    const missing = await owner.change('nobody', { role: 'owner' });
    expect([missing.status, missing.json.message]).toEqual([404, messages.noSuchAccount('nobody')]);
    expect((await owner.change('ram', {})).json.message).toBe('Nothing to change');
  });

  it("resets a password: the old one stops working and every session of that account ends, but the owner's own", async () => {
    const ramOnPhone = as(await signIn('ram'));
    const ramOnTablet = as(await signIn('ram'));
    const ashaHere = await signIn('asha');
    const ashaElsewhere = as(await signIn('asha'));
    const owner = as(ashaHere);
    await clearHistory();

    expect((await owner.change('ram', { password: NEW_PASSWORD })).status).toBe(200);
    for (const ended of [ramOnPhone, ramOnTablet]) expect((await ended.session()).status).toBe(401);
    await expect(signIn('ram')).rejects.toThrow(/401/);
    expect((await as(await signIn('ram', NEW_PASSWORD)).session()).status).toBe(200);

    // Asha sets her own: the session she asks from stays, her others end.
    expect((await owner.change('asha', { password: NEW_PASSWORD })).status).toBe(200);
    expect((await owner.session()).status).toBe(200);
    expect((await ashaElsewhere.session()).status).toBe(401);

    const recorded = await history();
    expect(recorded).toEqual([
      { staff: 'asha', action: 'password-reset', summary: 'ram: password reset' },
      { staff: 'asha', action: 'password-reset', summary: 'asha: password reset' },
    ]);
    // Never the password, whatever the column.
    const rows = JSON.stringify(await shop.store.db.selectFrom('history').selectAll().execute());
    expect(rows).not.toContain(NEW_PASSWORD);
    expect(rows).not.toContain('scrypt');
    const short = await owner.change('ram', { password: 'short' });
    expect([short.status, short.json.message]).toEqual([400, PASSWORD_TOO_SHORT]);
  });

  it('removes a member of staff: their sessions end with the account (the foreign key cascades), and it is recorded', async () => {
    const owner = as(await signIn('asha', NEW_PASSWORD));
    await owner.add({ username: 'hari', password: PASSWORD, role: 'kitchen' });
    const hari = as(await signIn('hari'));
    await clearHistory();
    const removed = await owner.remove('hari');
    expect([removed.status, removed.json]).toEqual([200, { status: 'success', data: null }]);
    expect((await hari.session()).status).toBe(401);
    expect(await shop.store.db.selectFrom('staff_sessions').select('username').where('username', '=', 'hari').execute()).toEqual([]);
    await expect(signIn('hari')).rejects.toThrow(/401/);
    expect(await history()).toEqual([{ staff: 'asha', action: 'staff-removed', summary: 'Removed hari (kitchen)' }]);
    const again = await owner.remove('hari');
    expect([again.status, again.json.message]).toEqual([404, messages.noSuchAccount('hari')]);
  });

  it('never leaves the shop without an owner: the last one can be neither removed nor made kitchen', async () => {
    const owner = as(await signIn('asha', NEW_PASSWORD));
    expect((await owner.remove('sita')).status).toBe(200);
    await clearHistory();
    for (const refused of [await owner.remove('asha'), await owner.change('asha', { role: 'kitchen' })]) {
      expect([refused.status, refused.json]).toEqual([409, { status: 'fail', message: messages.LAST_OWNER }]);
    }
    // Refused whole: a password sent with the refused demotion is not set either.
    expect((await owner.change('asha', { role: 'kitchen', password: PASSWORD })).status).toBe(409);
    await signIn('asha', NEW_PASSWORD);
    expect(await history()).toEqual([]);
    expect((await shop.accounts.list()).filter((account) => account.role === 'owner').map((account) => account.username)).toEqual(['asha']);
  });

  it('keeps one owner when two owners take each other away at the same moment', async () => {
    const accounts = shop.accounts;
    const restoreOwners = async () => {
      const present = new Set((await accounts.list()).map((account) => account.username));
      for (const username of ['asha', 'ram']) {
        if (present.has(username)) await accounts.change(username, { role: 'owner' }, 'test');
        else await accounts.add(username, NEW_PASSWORD, 'owner');
      }
    };
    const races = [
      () => [accounts.change('ram', { role: 'kitchen' }, 'asha'), accounts.change('asha', { role: 'kitchen' }, 'ram')],
      () => [accounts.remove('ram', 'asha'), accounts.remove('asha', 'ram')],
      () => [accounts.remove('asha', 'ram'), accounts.change('ram', { role: 'kitchen' }, 'ram')],
    ];
    // Several rounds of each: on PostgreSQL the two run on two connections at once.
    for (let round = 0; round < 5; round++) {
      for (const race of races) {
        await restoreOwners();
        const settled = await Promise.allSettled(race());
        expect(settled.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        const refused = settled.find((outcome) => outcome.status === 'rejected');
        expect((refused as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, message: messages.LAST_OWNER });
        expect((await accounts.list()).filter((account) => account.role === 'owner')).toHaveLength(1);
      }
    }

    // Over HTTP too: one wins; the other is refused as the last owner, or (if the first landed
    // before its session was read) as no longer an owner at all.
    await restoreOwners();
    const [asha, ram] = [as(await signIn('asha', NEW_PASSWORD)), as(await signIn('ram', NEW_PASSWORD))];
    const answers = await Promise.all([asha.change('ram', { role: 'kitchen' }), ram.change('asha', { role: 'kitchen' })]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)[0]?.json.data.role).toBe('kitchen');
    expect(answers.map((answer) => answer.status).find((status) => status !== 200)).toBeOneOf([403, 409]);
    expect((await accounts.list()).filter((account) => account.role === 'owner')).toHaveLength(1);
    await restoreOwners();
  });

  it('lets owners read the history newest first, a page at a time, with who, what and when', async () => {
    const owner = as(await signIn('asha', NEW_PASSWORD));
    await clearHistory();
    const start = Date.now();
    for (const username of ['gita', 'mina', 'tara']) expect((await owner.add({ username, password: PASSWORD, role: 'kitchen' })).status).toBe(201);
    const newest = await owner.history('?limit=2');
    expect(newest.status).toBe(200);
    expect(newest.json.data.map((entry: { summary: string }) => entry.summary)).toEqual(['Added tara (kitchen)', 'Added mina (kitchen)']);
    expect(newest.json.data[0]).toMatchObject({ staff: 'asha', action: 'staff-added' });
    expect(Date.parse(newest.json.data[0].at)).toBeGreaterThanOrEqual(start);
    const all = await owner.history();
    expect(all.json.data).toHaveLength(3);
    const before = encodeURIComponent(all.json.data[0].at);
    const older = await owner.history(`?before=${before}`);
    expect(older.json.data.every((entry: { at: string }) => entry.at < all.json.data[0].at)).toBe(true);
    const tooMany = await owner.history('?limit=500');
    expect([tooMany.status, tooMany.json.message]).toEqual([400, 'Limit is at most 200']);
    expect((await owner.history('?before=yesterday')).status).toBe(400);
  });
});
