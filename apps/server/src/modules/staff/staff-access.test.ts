import { type EndpointName, fundingEndpoints, staffFundingEndpoints } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createStaffHarness, signUpPayer, staffToken } from '../../testing/staff.ts';

let h: Harness;
beforeAll(async () => {
  h = await createStaffHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const userCalls = Object.keys(fundingEndpoints) as EndpointName[];
const staffCalls = Object.keys(staffFundingEndpoints) as EndpointName[];

describe('login', () => {
  it.each([...userCalls, ...staffCalls])('is required for %s (401)', async (name) => {
    const res = await h.call(name, {});
    expect(res.body).toEqual({ code: 401, msg: 'Please log in', data: null });
    const expired = await h.call(name, {}, { token: 'not-a-token' });
    expect(expired.body).toEqual({ code: 401, msg: 'Login Expired', data: null });
  });
});

describe('staff calls', () => {
  it.each(staffCalls)('%s refuses a user who is not staff (403) and changes nothing', async (name) => {
    const u = await signUpPayer(h, '100');
    const d = await h.call('depositCreate', { channel: 'bank', amount: '10' }, { token: u.token });
    const input = name.endsWith('List') ? {} : { id: d.body.data.id, reason: 'Mine now' };
    const res = await h.call(name, input, { token: u.token });
    expect(res.body).toEqual({ code: 403, msg: 'Staff only', data: null });
    const row = await h.ctx.db
      .selectFrom('deposits')
      .select('status')
      .where('id', '=', d.body.data.id)
      .executeTakeFirst();
    expect(row?.status).toBe(1);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '100.00', usedBalance: '0.00' });
  });

  it('list every user’s records with who they are, the pending queue oldest first', async () => {
    const staff = await staffToken(h);
    const a = await signUpPayer(h);
    const b = await signUpPayer(h);
    const first = (await h.call('depositCreate', { channel: 'bank', amount: '11' }, { token: a.token })).body.data;
    const second = (await h.call('depositCreate', { channel: 'bank', amount: '12' }, { token: b.token })).body.data;
    const queue = (await h.call('staffDepositList', { status: 1, pageSize: 100 }, { token: staff })).body.data;
    const ids = queue.data.map((x) => x.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.data.find((x) => x.id === second.id)).toMatchObject({
      userId: b.user.id,
      userLoginId: b.userLoginId,
      email: b.email,
      amount: '12.00',
    });
    const all = (await h.call('staffDepositList', { pageSize: 100 }, { token: staff })).body.data;
    expect(all.data[0]?.id).toBe(second.id);
    expect(all.total).toBeGreaterThanOrEqual(2);
  });
});
