import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { wallet } from '../../testing/money.ts';
import { createStaffHarness, PAY_PASSWORD, signUpPayer, staffToken } from '../../testing/staff.ts';
import { settleDueTransfers } from '../wallet/service.ts';
import { checkLedgerInvariants } from './service.ts';

/**
 * Thousands of random money operations by several users through the real HTTP calls (transfers both ways and their
 * cancellation, deposits approved and rejected, withdrawals paid and returned, duplicates sent at once under one
 * Idempotency-Key, double decisions, and requests racing for one balance). A separate tally, kept in integer cents,
 * says what every balance must be; after each run the balances match it exactly and every ledger invariant holds.
 */

const USERS = 4;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);

/** One user as the tally sees it, in cents. */
interface Tally {
  token: string;
  balance: { available: bigint; used: bigint };
  stock: { available: bigint; used: bigint };
  /** Pending transfers out of Stock, by id. */
  holds: Map<number, bigint>;
  /** Pending deposits, by id, with what approval credits. */
  deposits: Map<number, bigint>;
  /** Pending withdrawals, by id. */
  withdrawals: Map<number, bigint>;
}

const money = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
/** Thousandths of a dollar rounded half-up to cents, as the server rounds a credit. */
const halfUp = (milli: bigint) => (milli + 5n) / 10n;
const milliAmount = (milli: bigint) => `${milli / 1000n}.${String(milli % 1000n).padStart(3, '0')}`;

const user = fc.nat(USERS - 1);
const amount = fc.bigInt({ min: 1n, max: 30_000n });
const op = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('deposit' as const),
      user,
      milli: fc.bigInt({ min: 1_000n, max: 400_000n }),
      coin: fc.constantFrom('bank', 'USDT', 'BTC'),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ t: fc.constant('decideDeposit' as const), user, pick: fc.nat(), approve: fc.boolean() }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.constant('transferIn' as const), user, cents: amount }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('transferOut' as const), user, cents: amount }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('cancel' as const), user, pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('advance' as const) }), weight: 1 },
  {
    arbitrary: fc.record({ t: fc.constant('withdraw' as const), user, cents: fc.bigInt({ min: 900n, max: 40_000n }) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ t: fc.constant('decideWithdrawal' as const), user, pick: fc.nat(), approve: fc.boolean() }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('duplicates' as const),
      user,
      cents: amount,
      withdrawal: fc.boolean(),
      copies: fc.integer({ min: 2, max: 4 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ t: fc.constant('doubleDecision' as const), user, pick: fc.nat(), deposit: fc.boolean() }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('race' as const),
      user,
      asks: fc.array(fc.record({ cents: fc.bigInt({ min: 1_000n, max: 60_000n }), withdrawal: fc.boolean() }), {
        minLength: 2,
        maxLength: 6,
      }),
    }),
    weight: 1,
  },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

let h: Harness;
let staff: string;
const tallies: Tally[] = [];
let keys = 0;
let calls = 0;

beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
  for (let i = 0; i < USERS; i++) {
    const u = await signUpPayer(h);
    tallies.push({
      token: u.token,
      balance: { available: 0n, used: 0n },
      stock: { available: 0n, used: 0n },
      holds: new Map(),
      deposits: new Map(),
      withdrawals: new Map(),
    });
  }
});
afterAll(() => h.close());

async function call(...args: Parameters<Harness['call']>) {
  calls += 1;
  const res = await h.call(...args);
  return res as { status: number; body: { code: number; msg: string; data: { id: number; status: number } } };
}

const transferInput = (c: bigint) => ({ from: 'balance', to: 'stock', amount: money(c) });
const withdrawalInput = (c: bigint) => ({
  amount: money(c),
  payPassword: PAY_PASSWORD,
  currency: 'USDT',
  network: 'ERC20',
  address: '0xaAfAad66F365480561116c5AA1f89ae48D21A8d5',
});

const expectRefused = (res: { status: number; body: { msg: string } }, msg: RegExp) => {
  expect(res.status, res.body.msg).toBe(422);
  expect(res.body.msg).toMatch(msg);
};
const INSUFFICIENT = /^Insufficient balance in (Balance|Stock): /;

/** Applies an accepted transfer into Stock or withdrawal to the tally. */
function spend(u: Tally, c: bigint, withdrawalId?: number) {
  u.balance.available -= c;
  if (withdrawalId === undefined) u.stock.available += c;
  else {
    u.balance.used += c;
    u.withdrawals.set(withdrawalId, c);
  }
}

const nth = <K, V>(m: Map<K, V>, pick: number): [K, V] | undefined => [...m.entries()][pick % Math.max(m.size, 1)];

async function run(o: Op): Promise<void> {
  const u = o.t === 'advance' ? undefined : tallies[o.user];
  if (!u && o.t !== 'advance') return;
  const token = u?.token ?? '';
  switch (o.t) {
    case 'deposit': {
      if (!u) return;
      const input =
        o.coin === 'bank'
          ? { channel: 'bank', amount: money(o.milli / 10n) }
          : o.coin === 'USDT'
            ? { channel: 'crypto', currency: 'USDT', network: 'TRC20', amount: milliAmount(o.milli) }
            : { channel: 'crypto', currency: 'BTC', network: 'Bitcoin', amount: '0.01' };
      const res = await call('depositCreate', input, { token });
      if (u.deposits.size >= 10) return expectRefused(res, /deposits waiting for review/);
      expect(res.status, res.body.msg).toBe(200);
      // A bank deposit credits its cents; USDT its amount rounded half-up; BTC what staff say it is worth.
      u.deposits.set(res.body.data.id, o.coin === 'bank' ? o.milli / 10n : halfUp(o.milli));
      return;
    }
    case 'decideDeposit': {
      const pending = u && nth(u.deposits, o.pick);
      if (!u || !pending) return;
      const [id, credit] = pending;
      const row = await h.ctx.db
        .selectFrom('deposits')
        .select('currency')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const res = o.approve
        ? await call(
            'staffDepositApprove',
            row.currency === 'BTC' ? { id, creditedAmount: milliAmount(credit * 10n + 4n) } : { id },
            { token: staff },
          )
        : await call('staffDepositReject', { id, reason: 'Not received' }, { token: staff });
      expect(res.status, res.body.msg).toBe(200);
      u.deposits.delete(id);
      if (o.approve) u.balance.available += credit;
      return;
    }
    case 'transferIn': {
      if (!u) return;
      const res = await call('transfer', transferInput(o.cents), { token });
      if (o.cents > u.balance.available) return expectRefused(res, INSUFFICIENT);
      expect(res.status, res.body.msg).toBe(200);
      spend(u, o.cents);
      return;
    }
    case 'transferOut': {
      if (!u) return;
      const res = await call('transfer', { from: 'stock', to: 'balance', amount: money(o.cents) }, { token });
      if (o.cents > u.stock.available) return expectRefused(res, INSUFFICIENT);
      expect(res.status, res.body.msg).toBe(200);
      u.stock.available -= o.cents;
      u.stock.used += o.cents;
      u.holds.set(res.body.data.id, o.cents);
      return;
    }
    case 'cancel': {
      const hold = u && nth(u.holds, o.pick);
      if (!u || !hold) return;
      const res = await call('cancelTransfer', { id: hold[0] }, { token });
      expect(res.status, res.body.msg).toBe(200);
      u.holds.delete(hold[0]);
      u.stock.used -= hold[1];
      u.stock.available += hold[1];
      return;
    }
    case 'advance': {
      // Every pending transfer is due now and settles: the held money reaches Balance.
      h.advance(61_000);
      await settleDueTransfers(h.ctx);
      for (const t of tallies) {
        for (const c of t.holds.values()) {
          t.stock.used -= c;
          t.balance.available += c;
        }
        t.holds.clear();
      }
      return;
    }
    case 'withdraw': {
      if (!u) return;
      const res = await call('withdrawalApply', withdrawalInput(o.cents), { token });
      if (o.cents < 1000n) return expectRefused(res, /^amount: must be at least 10$/);
      if (o.cents > u.balance.available) return expectRefused(res, INSUFFICIENT);
      expect(res.status, res.body.msg).toBe(200);
      spend(u, o.cents, res.body.data.id);
      return;
    }
    case 'decideWithdrawal': {
      const pending = u && nth(u.withdrawals, o.pick);
      if (!u || !pending) return;
      const [id, c] = pending;
      const res = o.approve
        ? await call('staffWithdrawalApprove', { id }, { token: staff })
        : await call('staffWithdrawalReject', { id, reason: 'Returned' }, { token: staff });
      expect(res.status, res.body.msg).toBe(200);
      u.withdrawals.delete(id);
      u.balance.used -= c;
      if (!o.approve) u.balance.available += c;
      return;
    }
    case 'duplicates': {
      if (!u) return;
      const key = `dup-${++keys}`;
      const send = () =>
        o.withdrawal
          ? call('withdrawalApply', withdrawalInput(o.cents), { token, headers: { 'idempotency-key': key } })
          : call('transfer', transferInput(o.cents), { token, headers: { 'idempotency-key': key } });
      const all = await Promise.all(Array.from({ length: o.copies }, send));
      const retry = await send();
      const ok = o.cents <= u.balance.available && (!o.withdrawal || o.cents >= 1000n);
      if (!ok) {
        for (const r of [...all, retry]) expect(r.status).toBe(422);
        return;
      }
      for (const r of [...all, retry]) expect(r.body).toEqual(all[0]?.body);
      spend(u, o.cents, o.withdrawal ? all[0]?.body.data.id : undefined);
      return;
    }
    case 'doubleDecision': {
      const pending = u && nth(o.deposit ? u.deposits : u.withdrawals, o.pick);
      if (!u || !pending) return;
      const [id, c] = pending;
      const row = o.deposit
        ? await h.ctx.db.selectFrom('deposits').select('currency').where('id', '=', id).executeTakeFirstOrThrow()
        : undefined;
      const approve = o.deposit
        ? () =>
            call('staffDepositApprove', row?.currency === 'BTC' ? { id, creditedAmount: money(c) } : { id }, {
              token: staff,
            })
        : () => call('staffWithdrawalApprove', { id }, { token: staff });
      const reject = o.deposit
        ? () => call('staffDepositReject', { id, reason: 'Twice' }, { token: staff })
        : () => call('staffWithdrawalReject', { id, reason: 'Twice' }, { token: staff });
      const results = await Promise.all([approve(), reject(), approve()]);
      const won = results.filter((r) => r.status === 200);
      expect(won).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(2);
      const approved = won[0]?.body.data.status === 3;
      if (o.deposit) {
        u.deposits.delete(id);
        if (approved) u.balance.available += c;
      } else {
        u.withdrawals.delete(id);
        u.balance.used -= c;
        if (!approved) u.balance.available += c;
      }
      return;
    }
    case 'race': {
      if (!u) return;
      // Several requests for one balance at once: which win is up to the server; the tally takes the answers.
      const results = await Promise.all(
        o.asks.map((a) =>
          a.withdrawal
            ? call('withdrawalApply', withdrawalInput(a.cents), { token })
            : call('transfer', transferInput(a.cents), { token }),
        ),
      );
      o.asks.forEach((a, i) => {
        const r = results[i];
        if (r?.status === 200) spend(u, a.cents, a.withdrawal ? r.body.data.id : undefined);
        else expectRefused(r ?? { status: 0, body: { msg: '' } }, INSUFFICIENT);
      });
      expect(u.balance.available >= 0n).toBe(true);
      // Balance only shrinks during the race, so an ask refused for lack of money does not fit what is left either.
      const refusedAsks = o.asks.filter((_, i) => results[i]?.status !== 200).map((a) => a.cents);
      for (const ask of refusedAsks) expect(ask > u.balance.available).toBe(true);
      return;
    }
  }
}

/** Every user's balances equal the tally's, to the cent, and the ledger is sound. */
async function expectTallied() {
  for (const u of tallies) {
    expect(await wallet(h, u.token, 'balance')).toEqual({
      balance: money(u.balance.available),
      usedBalance: money(u.balance.used),
    });
    expect(await wallet(h, u.token, 'stock')).toEqual({
      balance: money(u.stock.available),
      usedBalance: money(u.stock.used),
    });
  }
  expect(await checkLedgerInvariants(h.ctx.db)).toEqual([]);
}

describe('random money operations by several users', () => {
  it(
    'leave every balance exactly as a separate tally says, and every ledger invariant holding',
    { timeout: 120_000 },
    async () => {
      for (const u of tallies) {
        const d = await call('depositCreate', { channel: 'bank', amount: '500' }, { token: u.token });
        await call('staffDepositApprove', { id: d.body.data.id }, { token: staff });
        u.balance.available += 50_000n;
      }
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 40, maxLength: 120 }), async (ops) => {
          for (const o of ops) await run(o);
          await expectTallied();
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(calls).toBeGreaterThan(2_000);
    },
  );
});
