import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { createStaffHarness, newUser, PAY_PASSWORD, signUpPayer, staffToken } from '../../testing/staff.ts';
import { withMoneyTx } from '../ledger/service.ts';
import * as inbox from './service.ts';

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

const inboxOf = async (token: string) => (await h.call('messagePageList', {}, { token })).body.data.data;

const withdraw = async (token: string, amount: string) =>
  (
    await h.call(
      'withdrawalApply',
      {
        amount,
        payPassword: PAY_PASSWORD,
        currency: 'USDT',
        network: 'TRC20',
        address: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD',
      },
      { token },
    )
  ).body.data;

describe('funding review results in the inbox', () => {
  it('an approved deposit says what was credited, with thousands grouped, and links to the deposit records', async () => {
    const u = await newUser(h);
    const d = (await h.call('depositCreate', { channel: 'bank', amount: '1000' }, { token: u.token })).body.data;
    expect(await inboxOf(u.token)).toEqual([]);
    expect((await h.call('staffDepositApprove', { id: d.id }, { token: staff })).status).toBe(200);
    expect(await inboxOf(u.token)).toEqual([
      {
        id: expect.any(Number),
        kind: 'deposit',
        title: 'Deposit approved',
        body: '1,000.00 USD credited to Balance.',
        link: '/deposit/record',
        isRead: 0,
        createTimeTimestamp: h.ctx.now(),
        readTimestamp: null,
      },
    ]);
    expect((await h.call('messageUnreadCount', {}, { token: u.token })).body.data).toEqual({ unread: 1 });
  });

  it('a rejected deposit gives the amount declared and the reason', async () => {
    const u = await newUser(h);
    const d = (await h.call('depositCreate', { channel: 'bank', amount: '2500.5' }, { token: u.token })).body.data;
    await h.call('staffDepositReject', { id: d.id, reason: 'No matching transfer' }, { token: staff });
    expect(await inboxOf(u.token)).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        title: 'Deposit rejected',
        body: 'Your deposit of 2,500.50 USD was not credited. Reason: No matching transfer',
      }),
    ]);
  });

  it('withdrawals: paid out when approved, back in Balance with the reason when rejected', async () => {
    const u = await signUpPayer(h, '500');
    const paid = await withdraw(u.token, '120');
    const refused = await withdraw(u.token, '80');
    await h.call('staffWithdrawalApprove', { id: paid.id }, { token: staff });
    await h.call('staffWithdrawalReject', { id: refused.id, reason: 'Address on a sanctions list' }, { token: staff });
    // (The payer's identity review left its own message first.)
    expect((await inboxOf(u.token)).filter((m) => m.kind === 'withdrawal')).toEqual([
      expect.objectContaining({
        kind: 'withdrawal',
        title: 'Withdrawal rejected',
        body: '80.00 USD is back in Balance, available again. Reason: Address on a sanctions list',
        link: '/withdraw/record',
      }),
      expect.objectContaining({
        kind: 'withdrawal',
        title: 'Withdrawal approved',
        body: '120.00 USD has been paid out to you.',
      }),
    ]);
  });

  it('a decision refused (already decided) adds no second message', async () => {
    const u = await newUser(h);
    const d = (await h.call('depositCreate', { channel: 'bank', amount: '10' }, { token: u.token })).body.data;
    await h.call('staffDepositApprove', { id: d.id }, { token: staff });
    expect((await h.call('staffDepositReject', { id: d.id, reason: 'Late' }, { token: staff })).status).toBe(409);
    expect(await inboxOf(u.token)).toHaveLength(1);
  });
});

describe('a message stored in the caller’s transaction', () => {
  it('commits with it, and is gone when the transaction rolls back; the same event twice is one message', async () => {
    const u = await newUser(h);
    const message = (eventKey: string): inbox.NewMessage => ({
      userId: u.user.id,
      kind: 'system',
      title: 'Test',
      body: eventKey,
      eventKey,
    });
    await expect(
      withMoneyTx(h.ctx, async (trx) => {
        await inbox.store(trx, h.ctx.now(), message('rolled-back'));
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    const kept = await withMoneyTx(h.ctx, async (trx) => {
      const first = await inbox.store(trx, h.ctx.now(), message('committed'));
      const again = await inbox.store(trx, h.ctx.now(), message('committed'));
      return { first, again };
    });
    expect(kept.first.message?.body).toBe('committed');
    expect(kept.again.message).toBeUndefined();
    // and after the commit, a retry of the whole work stores nothing more
    const retry = await withMoneyTx(h.ctx, (trx) => inbox.store(trx, h.ctx.now(), message('committed')));
    expect(retry.message).toBeUndefined();
    expect((await inboxOf(u.token)).map((m) => m.body)).toEqual(['committed']);
  });

  it('refuses a malformed message loudly rather than storing it cut short', async () => {
    const u = await newUser(h);
    const base = { userId: u.user.id, kind: 'system' as const, title: 'T', body: 'B', eventKey: 'k' };
    await expect(inbox.deliver(h.ctx, { ...base, title: ' ' })).rejects.toThrow(/title/);
    await expect(inbox.deliver(h.ctx, { ...base, title: 'x'.repeat(121) })).rejects.toThrow(/title/);
    await expect(inbox.deliver(h.ctx, { ...base, body: 'x'.repeat(2001) })).rejects.toThrow(/body/);
    await expect(inbox.deliver(h.ctx, { ...base, link: 'https://example.com' })).rejects.toThrow(/link/);
    await expect(inbox.deliver(h.ctx, { ...base, eventKey: '' })).rejects.toThrow(/event key/);
    expect(await inboxOf(u.token)).toEqual([]);
  });
});
