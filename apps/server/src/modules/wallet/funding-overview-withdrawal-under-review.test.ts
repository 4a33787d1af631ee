import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { createStaffHarness, PAY_PASSWORD, signUpPayer, staffToken } from '../../testing/staff.ts';

let h: Harness;
beforeAll(async () => {
  h = await createStaffHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const overview = async (token: string) => (await h.call('getFundingOverview', {}, { token })).body.data;

async function withdraw(token: string, amount: string): Promise<number> {
  const res = await h.call(
    'withdrawalApply',
    {
      amount,
      payPassword: PAY_PASSWORD,
      currency: 'USDT',
      network: 'TRC20',
      address: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD',
    },
    { token },
  );
  if (res.status !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

describe('a withdrawal under review on the funding overview', () => {
  it('stays in the total as frozen funds until staff pay it, then leaves the total', async () => {
    const u = await signUpPayer(h, '500');
    const id = await withdraw(u.token, '120');
    expect(await overview(u.token)).toMatchObject({ totalAmount: '500.00', balance: '380.00', frozenAmount: '120.00' });

    await h.call('staffWithdrawalApprove', { id }, { token: await staffToken(h) });
    expect(await overview(u.token)).toMatchObject({ totalAmount: '380.00', balance: '380.00', frozenAmount: '0.00' });
  });

  it('returns to available funds when staff reject it', async () => {
    const u = await signUpPayer(h, '500');
    const id = await withdraw(u.token, '45.50');
    expect(await overview(u.token)).toMatchObject({ totalAmount: '500.00', balance: '454.50', frozenAmount: '45.50' });

    await h.call('staffWithdrawalReject', { id, reason: 'Address does not match' }, { token: await staffToken(h) });
    expect(await overview(u.token)).toMatchObject({ totalAmount: '500.00', balance: '500.00', frozenAmount: '0.00' });
  });
});
