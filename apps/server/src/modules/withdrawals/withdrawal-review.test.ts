import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createStaffHarness, PAY_PASSWORD, signUpPayer, staffToken } from '../../testing/staff.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const apply = async (token: string, amount: string) => {
  const res = await h.call(
    'withdrawalApply',
    {
      amount,
      payPassword: PAY_PASSWORD,
      currency: 'BTC',
      network: 'Bitcoin',
      address: 'bc1qufhvkv2jffyq35dudekmmcwyyprdfx4lcxl70t',
    },
    { token },
  );
  if (res.status !== 200) throw new Error(res.body.msg);
  return res.body.data;
};

const houseCash = async () =>
  (
    await h.ctx.db
      .selectFrom('ledger_accounts')
      .select('available')
      .where('owner', '=', 'house')
      .where('kind', '=', 'cash')
      .executeTakeFirst()
  )?.available;

describe('staff decide a withdrawal', () => {
  it('approved: the frozen amount leaves to the house and the record is Completed', async () => {
    const u = await signUpPayer(h, '300');
    const w = await apply(u.token, '120');
    const cashBefore = await houseCash();
    h.advance(30_000);
    const res = await h.call('staffWithdrawalApprove', { id: w.id, note: 'Sent, tx 0x1' }, { token: staff });
    expect(res.body.data).toMatchObject({
      id: w.id,
      status: 3,
      statusLabel: 'Completed',
      reason: '',
      reviewTimeTimestamp: h.ctx.now(),
      userId: u.user.id,
      email: u.email,
    });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '180.00', usedBalance: '0.00' });
    expect(
      Decimal.from((await houseCash()) ?? '0')
        .sub(cashBefore ?? '0')
        .toString(),
    ).toBe('120');
  });

  it('rejected: the frozen amount returns to available, and the user sees the reason', async () => {
    const u = await signUpPayer(h, '300');
    const w = await apply(u.token, '120');
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '180.00', usedBalance: '120.00' });
    const reason = 'The address is not whitelisted';
    const res = await h.call('staffWithdrawalReject', { id: w.id, reason }, { token: staff });
    expect(res.body.data).toMatchObject({ status: 2, statusLabel: 'Audit Failure', reason });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '300.00', usedBalance: '0.00' });
    const mine = await h.call('withdrawalList', { status: 2 }, { token: u.token });
    expect(mine.body.data.data).toEqual([expect.objectContaining({ id: w.id, reason, statusLabel: 'Audit Failure' })]);
    const bill = await h.call('getWalletBill', { walletType: 'balance', timeZone: 'UTC' }, { token: u.token });
    expect(bill.body.data.data.slice(0, 2).map((b) => [b.type, b.amount])).toEqual([
      ['withdrawal_refund', '120.00'],
      ['withdrawal', '-120.00'],
    ]);
  });
});

describe('the withdrawal history', () => {
  it('is the caller’s own, newest first, paged and filtered by status', async () => {
    const u = await signUpPayer(h, '1000');
    const other = await signUpPayer(h, '1000');
    await apply(other.token, '10');
    const ids: number[] = [];
    for (const amount of ['11', '12', '13']) {
      h.advance(1_000);
      ids.push((await apply(u.token, amount)).id);
    }
    await h.call('staffWithdrawalApprove', { id: ids[0] ?? 0 }, { token: staff });
    const page = (await h.call('withdrawalList', { pageSize: 2 }, { token: u.token })).body.data;
    expect(page).toMatchObject({ total: 3, totalPage: 2, pageNo: 1 });
    expect(page.data.map((w) => w.amount)).toEqual(['13.00', '12.00']);
    const pending = (await h.call('withdrawalList', { status: 1 }, { token: u.token })).body.data;
    expect(pending.data.map((w) => w.id)).toEqual([ids[2], ids[1]]);
    const staffQueue = (await h.call('staffWithdrawalList', { status: 1, pageSize: 100 }, { token: staff })).body.data;
    const mineInQueue = staffQueue.data.filter((w) => w.userId === u.user.id).map((w) => w.id);
    expect(mineInQueue).toEqual([ids[1], ids[2]]);
  });
});
