import { Decimal } from '@bourse/domain';
import { PENDING_DEPOSIT_LIMIT } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { newUser } from '../../testing/staff.ts';
import { upload, pngBytes } from '../../testing/uploads.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const HASH = 'ab'.repeat(32);
const bank = (amount: string) => ({ channel: 'bank', amount }) as const;
const crypto = (currency: string, network: string, amount = '5') => ({ channel: 'crypto', amount, currency, network });

async function stored(userId: number) {
  return h.ctx.db.selectFrom('deposits').selectAll().where('user_id', '=', userId).execute();
}

describe('declaring a deposit refuses bad input with 400 naming the field, and keeps nothing', () => {
  it.each([
    [bank('0'), 'amount: must be greater than 0'],
    [bank('-5'), 'amount: must be a positive decimal number such as "100.50"'],
    [bank('1e3'), 'amount: must be a positive decimal number such as "100.50"'],
    [bank('10.001'), 'amount: must have at most 2 decimals for USD'],
    [crypto('USDT', 'ERC20', '10.1234567'), 'amount: must have at most 6 decimals for USDT'],
    [crypto('USDC', 'ERC20', '10.1234567'), 'amount: must have at most 6 decimals for USDC'],
    [crypto('BTC', 'Bitcoin', '0.123456789'), 'amount: must have at most 8 decimals for BTC'],
    [crypto('ETH', 'ERC20', '1.0000000000000000001'), 'amount: must be a positive decimal number such as "100.50"'],
    [bank('1000000000000.01'), 'amount: must be at most 1000000000000'],
    [bank(`${'0'.repeat(39)}1.5`), 'amount: must be at most 40 characters'],
    [bank('9'.repeat(60)), 'amount: must be at most 40 characters'],
    [{ channel: 'crypto', amount: '5', network: 'TRC20' }, 'currency: is required'],
    [{ channel: 'crypto', amount: '5', currency: 'USDT' }, 'network: is required'],
    [crypto('DOGE', 'TRC20'), 'currency: must be one of USDT, USDC, BTC, ETH'],
    [crypto('BTC', 'TRC20'), 'network: is not offered for BTC (choose Bitcoin)'],
    [crypto('USDC', 'TRC20'), 'network: is not offered for USDC (choose ERC20)'],
    [{ ...crypto('USDT', 'TRC20'), txHash: 'abc' }, 'txHash: must be a transaction hash (64 hex digits)'],
    [{ ...crypto('USDT', 'TRC20'), txHash: 'zz'.repeat(32) }, 'txHash: must be a transaction hash (64 hex digits)'],
    [{ ...bank('10'), currency: 'USDT' }, 'channel: bank deposits take no currency, network or txHash'],
    [{ ...bank('10'), txHash: HASH }, 'channel: bank deposits take no currency, network or txHash'],
    [{ channel: 'cash', amount: '10' }, 'channel: must be bank or crypto'],
    [{ amount: '10' }, 'channel: is required'],
    [{ ...bank('10'), userId: 1 }, 'userId: is not a known field'],
    [{ ...bank('10'), credentialUrl: '/upload/nope' }, 'credentialUrl: must be an image you uploaded'],
  ])('%j → %s', async (input, msg) => {
    const u = await newUser(h);
    const res = await h.call('depositCreate', input, { token: u.token });
    expect(res.body).toEqual({ code: 400, msg, data: null });
    expect(await stored(u.user.id)).toEqual([]);
  });

  it.each([
    [bank('0.99'), 'amount: must be at least 1'],
    [crypto('USDT', 'TRC20', '0.999999'), 'amount: must be at least 1'],
    [crypto('BTC', 'Bitcoin', '0.00009'), 'amount: must be at least 0.0001'],
    [crypto('ETH', 'ERC20', '0.0009'), 'amount: must be at least 0.001'],
  ])('%j is below the minimum: 422 %s, and nothing is kept', async (input, msg) => {
    const u = await newUser(h);
    const res = await h.call('depositCreate', input, { token: u.token });
    expect(res.body).toEqual({ code: 422, msg, data: null });
    expect(await stored(u.user.id)).toEqual([]);
  });

  it("refuses someone else's upload as the credential", async () => {
    const owner = await newUser(h);
    const thief = await newUser(h);
    const url = (await upload(h, owner.token, pngBytes())).body.data?.url ?? '';
    const res = await h.call('depositCreate', { ...bank('10'), credentialUrl: url }, { token: thief.token });
    expect(res.body).toEqual({ code: 400, msg: 'credentialUrl: must be an image you uploaded', data: null });
    expect(await stored(thief.user.id)).toEqual([]);
  });

  it('accepts the smallest amounts and the most decimals each currency allows', async () => {
    const u = await newUser(h);
    for (const input of [
      bank('1'),
      bank('1.01'),
      crypto('USDT', 'TRC20', '1.000001'),
      crypto('BTC', 'Bitcoin', '0.00010001'),
      crypto('ETH', 'ERC20', '0.001000000000000001'),
    ]) {
      const res = await h.call('depositCreate', input, { token: u.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.amount).toBe(
        input.channel === 'bank' ? Decimal.from(input.amount).toFixed(2) : input.amount,
      );
    }
  });
});

describe('transaction hashes', () => {
  it('are unique across all deposits, whatever their case or 0x prefix (409)', async () => {
    const a = await newUser(h);
    const b = await newUser(h);
    const first = await h.call(
      'depositCreate',
      { ...crypto('ETH', 'ERC20'), txHash: `0x${'C'.repeat(64)}` },
      { token: a.token },
    );
    expect(first.body.data.txHash).toBe(`0x${'c'.repeat(64)}`);
    for (const [who, hash] of [
      [a, `0x${'c'.repeat(64)}`],
      [b, 'C'.repeat(64)],
    ] as const) {
      const res = await h.call('depositCreate', { ...crypto('USDT', 'ERC20'), txHash: hash }, { token: who.token });
      expect(res.body).toEqual({
        code: 409,
        msg: 'txHash: this transaction was already declared in another deposit',
        data: null,
      });
    }
    expect(await stored(b.user.id)).toEqual([]);
  });

  it('are optional: several deposits without one are fine', async () => {
    const u = await newUser(h);
    for (let i = 0; i < 2; i++) {
      expect((await h.call('depositCreate', crypto('USDT', 'TRC20'), { token: u.token })).status).toBe(200);
    }
  });

  it('one declared at the same moment by two users is kept once', async () => {
    const users = await Promise.all([newUser(h), newUser(h), newUser(h)]);
    const hash = 'de'.repeat(32);
    const results = await Promise.all(
      users.map((u) => h.call('depositCreate', { ...crypto('USDT', 'TRC20'), txHash: hash }, { token: u.token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await h.ctx.db.selectFrom('deposits').select('id').where('tx_hash', '=', hash).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('pending deposits per user', () => {
  it(`are limited to ${PENDING_DEPOSIT_LIMIT} (422), and the limit holds under concurrent calls`, async () => {
    const u = await newUser(h);
    const results = await Promise.all(
      Array.from({ length: PENDING_DEPOSIT_LIMIT + 5 }, () => h.call('depositCreate', bank('20'), { token: u.token })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(PENDING_DEPOSIT_LIMIT);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body).toEqual({
      code: 422,
      msg: `You have ${PENDING_DEPOSIT_LIMIT} deposits waiting for review; wait for them before declaring another`,
      data: null,
    });
    expect(await stored(u.user.id)).toHaveLength(PENDING_DEPOSIT_LIMIT);
    // Another user is not affected.
    expect((await h.call('depositCreate', bank('20'), { token: (await newUser(h)).token })).status).toBe(200);
  });
});
