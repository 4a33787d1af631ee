import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNumber } from '../../testing/cards.ts';
import type { Harness } from '../../testing/harness.ts';
import { verifyIdentity } from '../../testing/kyc.ts';
import { expectLedgerSound, fund, wallet } from '../../testing/money.ts';
import { createStaffHarness, newUser, PAY_PASSWORD, signUpPayer } from '../../testing/staff.ts';

let h: Harness;
beforeAll(async () => {
  h = await createStaffHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const TRC20 = 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD';
const toCrypto = (amount: string, extra: Record<string, unknown> = {}) => ({
  amount,
  payPassword: PAY_PASSWORD,
  currency: 'USDT',
  network: 'TRC20',
  address: TRC20,
  ...extra,
});

async function addCard(token: string) {
  const res = await h.call(
    'addCardNo',
    { bankName: 'Harbor Savings', bankAccountName: 'Grace Hopper', cardNo: cardNumber(16) },
    { token },
  );
  if (res.status !== 200) throw new Error(res.body.msg);
  return res.body.data;
}

const records = (userId: number) =>
  h.ctx.db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).execute();

describe('the usable withdrawal amount', () => {
  it('is Balance’s available amount, less what is frozen, with the minimum', async () => {
    const u = await signUpPayer(h);
    expect((await h.call('usableWithdrawal', {}, { token: u.token })).body.data).toEqual({
      amount: '0.00',
      currency: 'USD',
      minAmount: '10',
    });
    await fund(h, u.user.id, '120.5');
    await h.call('transfer', { from: 'balance', to: 'stock', amount: '20' }, { token: u.token });
    await h.call('withdrawalApply', toCrypto('30'), { token: u.token });
    expect((await h.call('usableWithdrawal', {}, { token: u.token })).body.data.amount).toBe('70.50');
  });
});

describe('a withdrawal to a bank card', () => {
  it('freezes the amount at once and keeps the card’s bank, holder and masked number on the record', async () => {
    const u = await signUpPayer(h, '500');
    const card = await addCard(u.token);
    const res = await h.call(
      'withdrawalApply',
      { amount: '123.45', payPassword: PAY_PASSWORD, cardId: card.id },
      { token: u.token },
    );
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      channel: 'bank',
      amount: '123.45',
      fee: '0.00',
      currency: 'USD',
      bankName: 'Harbor Savings',
      bankAccountName: 'Grace Hopper',
      cardNo: card.cardNo,
      network: null,
      address: null,
      status: 1,
      statusLabel: 'Pending Review',
      reason: '',
      createTimeTimestamp: h.ctx.now(),
      reviewTimeTimestamp: null,
    });
    expect(card.cardNo).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '376.55', usedBalance: '123.45' });
    const journal = await h.ctx.db
      .selectFrom('journal_transactions')
      .select('kind')
      .where('reference_type', '=', 'withdrawal')
      .where('reference_id', '=', res.body.data.id)
      .execute();
    expect(journal).toEqual([{ kind: 'withdrawal_requested' }]);

    // The card is deleted later: the history still says where the money went.
    await h.call('deleteCard', { id: card.id }, { token: u.token });
    const list = await h.call('withdrawalList', {}, { token: u.token });
    expect(list.body.data.data[0]).toMatchObject({ bankName: 'Harbor Savings', cardNo: card.cardNo });
  });

  it("refuses another user's card as a missing one (404), and freezes nothing", async () => {
    const owner = await signUpPayer(h);
    const thief = await signUpPayer(h, '100');
    const card = await addCard(owner.token);
    for (const cardId of [card.id, 999_999]) {
      const res = await h.call(
        'withdrawalApply',
        { amount: '50', payPassword: PAY_PASSWORD, cardId },
        { token: thief.token },
      );
      expect(res.body).toEqual({ code: 404, msg: 'This bank card does not exist', data: null });
    }
    expect(await records(thief.user.id)).toEqual([]);
    expect(await wallet(h, thief.token, 'balance')).toEqual({ balance: '100.00', usedBalance: '0.00' });
  });
});

describe('a withdrawal to a crypto address', () => {
  it('keeps the address in its canonical form', async () => {
    const u = await signUpPayer(h, '100');
    const lower = '0x52908400098527886e0f7030069857d2e4169ee7';
    const res = await h.call(
      'withdrawalApply',
      toCrypto('10', { currency: 'USDC', network: 'ERC20', address: lower }),
      { token: u.token },
    );
    expect(res.body.data).toMatchObject({
      channel: 'crypto',
      currency: 'USDC',
      network: 'ERC20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      bankName: null,
      cardNo: null,
      amount: '10.00',
    });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '90.00', usedBalance: '10.00' });
  });

  it.each([
    [
      toCrypto('20', { network: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169Ee7' }),
      400,
      'address: is not a valid ERC20 address',
    ],
    [toCrypto('20', { address: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUE' }), 400, 'address: is not a valid TRC20 address'],
    [toCrypto('20', { address: 'not an address' }), 400, 'address: is not a valid TRC20 address'],
    [toCrypto('20', { currency: 'BTC' }), 400, 'network: is not offered for BTC (choose Bitcoin)'],
  ])('refuses %j (%i %s) and freezes nothing', async (input, code, msg) => {
    const u = await signUpPayer(h, '100');
    const res = await h.call('withdrawalApply', input, { token: u.token });
    expect(res.body).toEqual({ code, msg, data: null });
    expect(await records(u.user.id)).toEqual([]);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '100.00', usedBalance: '0.00' });
  });
});

describe('the rules of a withdrawal', () => {
  it.each([
    [toCrypto('9.99'), 422, 'amount: must be at least 10'],
    [toCrypto('100.01'), 422, 'Insufficient balance in Balance: 100.00 available'],
    [toCrypto('10.001'), 400, 'amount: must have at most 2 decimals'],
    [toCrypto('0'), 400, 'amount: must be greater than 0'],
    [toCrypto('ten'), 400, 'amount: must be a decimal number'],
    [{ amount: '10', payPassword: PAY_PASSWORD }, 400, 'cardId: is required'],
    [toCrypto('10', { payPassword: '12345' }), 400, 'payPassword: must be exactly 6 digits'],
    [toCrypto('10', { cardId: 1 }), 400, 'cardId: is not a known field'],
    [toCrypto('10', { memo: 'hi' }), 400, 'memo: is not a known field'],
  ])('%j → %i %s, and nothing is stored or frozen', async (input, code, msg) => {
    const u = await signUpPayer(h, '100');
    const res = await h.call('withdrawalApply', input, { token: u.token });
    expect(res.body).toEqual({ code, msg, data: null });
    expect(await records(u.user.id)).toEqual([]);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '100.00', usedBalance: '0.00' });
  });

  it('allows the whole usable amount', async () => {
    const u = await signUpPayer(h, '100');
    expect((await h.call('withdrawalApply', toCrypto('100'), { token: u.token })).status).toBe(200);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '0.00', usedBalance: '100.00' });
  });
});

describe('the pay password', () => {
  it('must be set first (422)', async () => {
    const u = await newUser(h);
    await verifyIdentity(h, u.token);
    await fund(h, u.user.id, '100');
    const res = await h.call('withdrawalApply', toCrypto('20'), { token: u.token });
    expect(res.body).toEqual({ code: 422, msg: 'Set a pay password first', data: null });
    expect(await records(u.user.id)).toEqual([]);
  });

  it('is checked before anything else: a wrong one says how many tries are left, then it locks (429)', async () => {
    const u = await signUpPayer(h, '5');
    const wrong = toCrypto('50', { payPassword: '000000' });
    for (const left of [4, 3, 2, 1]) {
      const res = await h.call('withdrawalApply', wrong, { token: u.token });
      expect(res.body).toEqual({
        code: 422,
        msg: `payPassword: is incorrect (${left} ${left === 1 ? 'try' : 'tries'} left)`,
        data: null,
      });
    }
    const last = await h.call('withdrawalApply', wrong, { token: u.token });
    expect(last.body).toEqual({ code: 422, msg: 'payPassword: is incorrect; locked for 15 minutes', data: null });
    const locked = await h.call('withdrawalApply', toCrypto('5'), { token: u.token });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/^Too many wrong pay passwords/);
    h.advance(15 * 60_000 + 1);
    const after = await h.call('withdrawalApply', toCrypto('50'), { token: u.token });
    expect(after.body.msg).toBe('Insufficient balance in Balance: 5.00 available');
    expect(await records(u.user.id)).toEqual([]);
  });
});

describe('simultaneous pay password guesses', () => {
  it('answer at most five of them right or wrong; the rest, and the right one after, meet the lock', async () => {
    const u = await signUpPayer(h, '100');
    const guesses = Array.from({ length: 30 }, (_, i) => String(100_000 + i));
    const answers = await Promise.all(
      guesses.map((payPassword) => h.call('withdrawalApply', toCrypto('20', { payPassword }), { token: u.token })),
    );
    const told = answers.filter((a) => a.status === 422).map((a) => a.body.msg);
    expect(told.sort()).toEqual([
      'payPassword: is incorrect (1 try left)',
      'payPassword: is incorrect (2 tries left)',
      'payPassword: is incorrect (3 tries left)',
      'payPassword: is incorrect (4 tries left)',
      'payPassword: is incorrect; locked for 15 minutes',
    ]);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(guesses.length - 5);
    const right = await h.call('withdrawalApply', toCrypto('20'), { token: u.token });
    expect(right.status).toBe(429);
    expect(await records(u.user.id)).toEqual([]);
  });
});

describe('Idempotency-Key on a withdrawal', () => {
  it('freezes once for simultaneous and later retries, answers the first result, and 409s another body', async () => {
    const u = await signUpPayer(h, '100');
    const opts = { token: u.token, headers: { 'idempotency-key': 'w-1' } };
    const all = await Promise.all(Array.from({ length: 6 }, () => h.call('withdrawalApply', toCrypto('40'), opts)));
    h.advance(1_000);
    const later = await h.call('withdrawalApply', toCrypto('40'), opts);
    expect(new Set([...all, later].map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(later.status).toBe(200);
    expect(await records(u.user.id)).toHaveLength(1);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '60.00', usedBalance: '40.00' });
    const clash = await h.call('withdrawalApply', toCrypto('41'), opts);
    expect(clash.body).toEqual({
      code: 409,
      msg: 'Idempotency-Key: was already used for a different request',
      data: null,
    });
    // A retry still needs the right pay password.
    const wrong = await h.call('withdrawalApply', toCrypto('40', { payPassword: '000000' }), opts);
    expect(wrong.status).toBe(422);
    // The stored key does not carry the pay password.
    const key = await h.ctx.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', u.user.id)
      .executeTakeFirst();
    expect(JSON.stringify(key)).not.toContain(PAY_PASSWORD);
  });
});
