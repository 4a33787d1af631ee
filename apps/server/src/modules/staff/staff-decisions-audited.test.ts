import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Harness } from '../../testing/harness.ts';
import { verifyIdentity } from '../../testing/kyc.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createStaffHarness, newStaffMember, PAY_PASSWORD, signUpPayer, staffToken } from '../../testing/staff.ts';
import { auditTrail } from '../audit/service.ts';

let h: Harness;
let staff: string;
let staffId: number;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
  staffId = (await h.call('userInfo', {}, { token: staff })).body.data.id;
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const bankDeposit = async (token: string, amount = '100') =>
  (await h.call('depositCreate', { channel: 'bank', amount }, { token })).body.data;

const withdraw = async (token: string, amount = '30') =>
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

describe('every staff decision is audited in the same transaction', () => {
  it('records who, when, what and why for deposit and withdrawal approvals and rejections', async () => {
    const u = await signUpPayer(h, '200');
    const d1 = await bankDeposit(u.token, '50');
    const d2 = await bankDeposit(u.token, '60');
    const w1 = await withdraw(u.token, '30');
    const w2 = await withdraw(u.token, '40');
    h.advance(90_000);
    const at = h.ctx.now();
    await h.call('staffDepositApprove', { id: d1.id, note: 'Seen on the statement' }, { token: staff });
    await h.call('staffDepositReject', { id: d2.id, reason: 'Amount differs from the transfer' }, { token: staff });
    await h.call('staffWithdrawalApprove', { id: w1.id }, { token: staff });
    await h.call('staffWithdrawalReject', { id: w2.id, reason: 'Address failed screening' }, { token: staff });

    expect(await auditTrail(h.ctx.db, 'deposit', d1.id)).toEqual([
      {
        actorId: staffId,
        action: 'deposit.approve',
        target: { type: 'deposit', id: d1.id },
        reason: 'Seen on the statement',
        beforeStatus: 1,
        afterStatus: 3,
        detail: { creditedAmount: '50.00' },
        at,
      },
    ]);
    expect(await auditTrail(h.ctx.db, 'deposit', d2.id)).toEqual([
      expect.objectContaining({
        actorId: staffId,
        action: 'deposit.reject',
        reason: 'Amount differs from the transfer',
        beforeStatus: 1,
        afterStatus: 2,
        at,
      }),
    ]);
    expect(await auditTrail(h.ctx.db, 'withdrawal', w1.id)).toEqual([
      {
        actorId: staffId,
        action: 'withdrawal.approve',
        target: { type: 'withdrawal', id: w1.id },
        reason: '',
        beforeStatus: 1,
        afterStatus: 3,
        at,
      },
    ]);
    expect(await auditTrail(h.ctx.db, 'withdrawal', w2.id)).toEqual([
      expect.objectContaining({ action: 'withdrawal.reject', reason: 'Address failed screening', afterStatus: 2 }),
    ]);
  });

  it('writes nothing when a decision is refused', async () => {
    const u = await signUpPayer(h);
    const d = await h.call(
      'depositCreate',
      { channel: 'crypto', currency: 'ETH', network: 'ERC20', amount: '0.5' },
      { token: u.token },
    );
    const res = await h.call('staffDepositApprove', { id: d.body.data.id }, { token: staff });
    expect(res.status).toBe(400);
    expect(await auditTrail(h.ctx.db, 'deposit', d.body.data.id)).toEqual([]);
    const row = await h.ctx.db
      .selectFrom('deposits')
      .select('status')
      .where('id', '=', d.body.data.id)
      .executeTakeFirst();
    expect(row?.status).toBe(1);
  });
});

describe('a decided record cannot be decided again', () => {
  it('answers 409 for any second decision on a deposit and changes nothing', async () => {
    const u = await signUpPayer(h);
    const approved = await bankDeposit(u.token, '10');
    const rejected = await bankDeposit(u.token, '10');
    await h.call('staffDepositApprove', { id: approved.id }, { token: staff });
    await h.call('staffDepositReject', { id: rejected.id, reason: 'Duplicate' }, { token: staff });
    for (const [name, input, label] of [
      ['staffDepositApprove', { id: approved.id }, 'Completed'],
      ['staffDepositReject', { id: approved.id, reason: 'Oops' }, 'Completed'],
      ['staffDepositApprove', { id: rejected.id }, 'Audit Failure'],
      ['staffDepositReject', { id: rejected.id, reason: 'Again' }, 'Audit Failure'],
    ] as const) {
      const res = await h.call(name, input, { token: staff });
      expect(res.body).toEqual({ code: 409, msg: `This deposit was already reviewed (${label})`, data: null });
    }
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '10.00', usedBalance: '0.00' });
    expect(await auditTrail(h.ctx.db, 'deposit', approved.id)).toHaveLength(1);
    expect(await auditTrail(h.ctx.db, 'deposit', rejected.id)).toHaveLength(1);
  });

  it('answers 409 for any second decision on a withdrawal and moves the money once', async () => {
    const u = await signUpPayer(h, '100');
    const paid = await withdraw(u.token, '20');
    const returned = await withdraw(u.token, '30');
    await h.call('staffWithdrawalApprove', { id: paid.id }, { token: staff });
    await h.call('staffWithdrawalReject', { id: returned.id, reason: 'Closed account' }, { token: staff });
    for (const [name, input, label] of [
      ['staffWithdrawalApprove', { id: paid.id }, 'Completed'],
      ['staffWithdrawalReject', { id: paid.id, reason: 'x' }, 'Completed'],
      ['staffWithdrawalApprove', { id: returned.id }, 'Audit Failure'],
      ['staffWithdrawalReject', { id: returned.id, reason: 'x' }, 'Audit Failure'],
    ] as const) {
      const res = await h.call(name, input, { token: staff });
      expect(res.body).toEqual({ code: 409, msg: `This withdrawal was already reviewed (${label})`, data: null });
    }
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '80.00', usedBalance: '0.00' });
  });

  it('refuses staff a decision on their own deposit or withdrawal (403); another staff member may decide', async () => {
    const d = await bankDeposit(staff, '500');
    const own = await h.call('staffDepositApprove', { id: d.id }, { token: staff });
    expect(own.body).toEqual({ code: 403, msg: 'You may not review your own deposit', data: null });
    expect(await wallet(h, staff, 'balance')).toEqual({ balance: '0.00', usedBalance: '0.00' });
    expect(await auditTrail(h.ctx.db, 'deposit', d.id)).toEqual([]);

    const colleague = (await newStaffMember(h, 'finance')).token;
    expect((await h.call('staffDepositApprove', { id: d.id }, { token: colleague })).status).toBe(200);
    await h.call('settingPayPassword', { payPassword: PAY_PASSWORD }, { token: staff });
    await verifyIdentity(h, staff, (await newStaffMember(h, 'compliance')).token);
    const w = await withdraw(staff, '20');
    const mine = await h.call('staffWithdrawalReject', { id: w.id, reason: 'Mine' }, { token: staff });
    expect(mine.body).toEqual({ code: 403, msg: 'You may not review your own withdrawal', data: null });
    expect((await h.call('staffWithdrawalApprove', { id: w.id }, { token: colleague })).status).toBe(200);
    expect(await wallet(h, staff, 'balance')).toEqual({ balance: '480.00', usedBalance: '0.00' });
  });

  it('answers 404 for a record that does not exist', async () => {
    for (const name of ['staffDepositApprove', 'staffWithdrawalApprove'] as const) {
      const res = await h.call(name, { id: 999_999 }, { token: staff });
      expect(res.body).toEqual({
        code: 404,
        msg: `${name === 'staffDepositApprove' ? 'Deposit' : 'Withdrawal'} not found`,
        data: null,
      });
    }
    const res = await h.call('staffDepositReject', { id: 1 }, { token: staff });
    expect(res.body).toEqual({ code: 400, msg: 'reason: is required', data: null });
  });

  it('credits a deposit once when it is approved many times at the same moment', async () => {
    const u = await signUpPayer(h);
    const d = await bankDeposit(u.token, '70');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? h.call('staffDepositApprove', { id: d.id }, { token: staff })
          : h.call('staffDepositReject', { id: d.id, reason: 'Race' }, { token: staff }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const won = results.find((r) => r.status === 200)?.body.data.status;
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: won === 3 ? '70.00' : '0.00', usedBalance: '0.00' });
    expect(await auditTrail(h.ctx.db, 'deposit', d.id)).toHaveLength(1);
  });
});

describe('the user hears of each decision', () => {
  it('through private /push events (the result and its inbox message) to their logged-in sockets only', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (h.app.server.address() as { port: number }).port;
    const u = await signUpPayer(h, '100');
    const other = await signUpPayer(h);
    const open = async (token: string) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/push`);
      const messages: Array<{ event: string; type?: string; data?: unknown }> = [];
      ws.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      ws.send(JSON.stringify({ event: 'auth', token }));
      await until(() => messages.some((m) => m.event === 'auth'));
      return { ws, messages };
    };
    const mine = await open(u.token);
    const theirs = await open(other.token);
    const d = await bankDeposit(u.token, '25');
    const w = await withdraw(u.token, '15');
    await h.call('staffDepositReject', { id: d.id, reason: 'Unreadable receipt' }, { token: staff });
    await h.call('staffWithdrawalApprove', { id: w.id }, { token: staff });
    // each decision: the funding event, and the inbox message stored with it
    await until(() => mine.messages.filter((m) => m.event === 'private').length === 4);
    expect(mine.messages.filter((m) => m.type === 'message').map((m) => m.data)).toEqual([
      { message: expect.objectContaining({ kind: 'deposit', title: 'Deposit rejected', isRead: 0 }) },
      { message: expect.objectContaining({ kind: 'withdrawal', title: 'Withdrawal approved', isRead: 0 }) },
    ]);
    expect(mine.messages.filter((m) => m.type === 'funding')).toEqual([
      {
        event: 'private',
        type: 'funding',
        data: {
          kind: 'deposit',
          id: d.id,
          status: 2,
          statusLabel: 'Audit Failure',
          reason: 'Unreadable receipt',
          amount: '25.00',
        },
      },
      {
        event: 'private',
        type: 'funding',
        data: { kind: 'withdrawal', id: w.id, status: 3, statusLabel: 'Completed', reason: '', amount: '15.00' },
      },
    ]);
    expect(theirs.messages.some((m) => m.event === 'private')).toBe(false);
    mine.ws.close();
    theirs.ws.close();
  });
});

async function until(done: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
