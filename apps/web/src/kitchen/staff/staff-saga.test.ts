import { afterEach, describe, expect, it } from 'vitest';
import type { StaffAccount } from '@chulo/api-client/contract';
import { backOffice, bodyOf, leaveBackOffice, ok, refused } from '../testing/back-office.ts';
import { staffAccountsFeature } from './staff-saga.ts';
import { selectAccountWork, selectStaffAccounts, staffAccountsActions } from './staff-slice.ts';

const MAYA: StaffAccount = { username: 'maya', role: 'owner', createdAt: '2026-01-05T04:15:00.000Z' };
const RAM: StaffAccount = { username: 'ram', role: 'kitchen', createdAt: '2026-03-01T04:15:00.000Z' };

describe('staff accounts, as owners manage them', () => {
  afterEach(leaveBackOffice);

  it('makes a member of the kitchen an owner, and says so', async () => {
    const { store, next, sent } = backOffice(staffAccountsFeature, { 'PATCH /api/staff/accounts/ram': (init) => ok({ ...RAM, ...(bodyOf(init) as object) }) });
    store.dispatch(staffAccountsActions.loaded([MAYA, RAM]));
    const changed = next('staffAccounts/changed');
    store.dispatch(staffAccountsActions.change('ram', { role: 'owner' }));
    await changed;
    expect(sent('PATCH', '/api/staff/accounts/ram').map(bodyOf)).toEqual([{ role: 'owner' }]);
    expect(selectStaffAccounts(store.getState()).accounts[1]).toMatchObject({ username: 'ram', role: 'owner' });
    expect(selectAccountWork('ram')(store.getState()).done).toBe('Now an owner');
  });

  it('shows the last owner’s refusal on that owner’s account, which stays as it was', async () => {
    const { store, next } = backOffice(staffAccountsFeature, {
      'PATCH /api/staff/accounts/maya': () => refused(409, 'The shop needs at least one owner: make someone else an owner first'),
      'DELETE /api/staff/accounts/maya': () => refused(409, 'The shop needs at least one owner: make someone else an owner first'),
    });
    store.dispatch(staffAccountsActions.loaded([MAYA, RAM]));
    for (const action of [staffAccountsActions.change('maya', { role: 'kitchen' }), staffAccountsActions.remove('maya')]) {
      const failed = next('staffAccounts/failed');
      store.dispatch(action);
      await failed;
      expect(selectAccountWork('maya')(store.getState())).toEqual({ busy: false, done: '', error: 'The shop needs at least one owner: make someone else an owner first' });
      expect(selectStaffAccounts(store.getState()).accounts).toEqual([MAYA, RAM]);
    }
  });

  it('adds an account, resets a password and removes an account', async () => {
    const { store, next, sent } = backOffice(staffAccountsFeature, {
      'POST /api/staff/accounts': () => ok({ username: 'sita', role: 'kitchen', createdAt: '2026-11-23T04:15:00.000Z' }),
      'PATCH /api/staff/accounts/ram': () => ok(RAM),
      'DELETE /api/staff/accounts/ram': () => ok(null),
    });
    store.dispatch(staffAccountsActions.loaded([MAYA, RAM]));
    const added = next('staffAccounts/added');
    store.dispatch(staffAccountsActions.add({ username: 'sita', password: 'momo-and-chiya-2026', role: 'kitchen' }));
    await added;
    const reset = next('staffAccounts/changed');
    store.dispatch(staffAccountsActions.change('ram', { password: 'dal-bhat-power-24' }));
    await reset;
    expect(selectAccountWork('ram')(store.getState()).done).toBe('New password set');
    const removed = next('staffAccounts/removed');
    store.dispatch(staffAccountsActions.remove('ram'));
    await removed;
    expect(sent('DELETE', '/api/staff/accounts/ram')).toHaveLength(1);
    expect(selectStaffAccounts(store.getState()).accounts.map(({ username }) => username)).toEqual(['maya', 'sita']);
  });
});
