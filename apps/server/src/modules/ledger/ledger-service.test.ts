import {
  Decimal,
  depositApproved,
  houseAccount,
  type JournalTx,
  LedgerError,
  transfer,
  userAccount,
} from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { expectLedgerSound, fund } from '../../testing/money.ts';
import { balances, checkLedgerInvariants, post, withMoneyTx } from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const postNow = (tx: JournalTx, userId?: number) =>
  withMoneyTx(h.ctx, (trx) => post(trx, tx, { now: h.ctx.now(), ...(userId ? { userId } : {}) }));

const journalSize = async () => ({
  txs: Number(
    (
      await h.ctx.db
        .selectFrom('journal_transactions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  entries: Number(
    (
      await h.ctx.db
        .selectFrom('journal_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

const shown = async (userId: number) =>
  Object.fromEntries((await balances(h.ctx.db, userId)).map((b) => [b.kind, `${b.available}/${b.used}`]));

describe('ledger service', () => {
  it('posts a movement: entries appended with the balance after each, balances updated, house account opened', async () => {
    const { user } = await signUp(h);
    await postNow(depositApproved(String(user.id), '100.25'), user.id);
    const txId = await postNow(transfer(String(user.id), 'balance', 'stock', '40'), user.id);

    expect(await shown(user.id)).toMatchObject({ balance: '60.25/0', stock: '40/0', future: '0/0' });
    const tx = await h.ctx.db
      .selectFrom('journal_transactions')
      .selectAll()
      .where('id', '=', txId)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ kind: 'transfer', user_id: user.id });
    const entries = await h.ctx.db
      .selectFrom('journal_entries')
      .select(['amount', 'bucket', 'balance_after', 'currency'])
      .where('tx_id', '=', txId)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { amount: '-40', bucket: 'available', balance_after: '60.25', currency: 'USD' },
      { amount: '40', bucket: 'available', balance_after: '40', currency: 'USD' },
    ]);
    const cash = await h.ctx.db
      .selectFrom('ledger_accounts')
      .select(['available'])
      .where('owner', '=', 'house')
      .where('kind', '=', 'cash')
      .executeTakeFirstOrThrow();
    expect(Decimal.from(cash.available).isNegative()).toBe(true);
  });

  it('refuses with 422 naming the wallet when a user balance would go below zero, and writes nothing', async () => {
    const { user } = await signUp(h);
    await fund(h, user.id, '5');
    const before = await journalSize();
    await expect(postNow(transfer(String(user.id), 'balance', 'stock', '5.01'))).rejects.toMatchObject({
      code: 422,
      message: 'Insufficient balance in Balance: 5.00 available',
    });
    expect(await journalSize()).toEqual(before);
    expect(await shown(user.id)).toMatchObject({ balance: '5/0', stock: '0/0' });
  });

  it('refuses an unbalanced journal before touching anything', async () => {
    const { user } = await signUp(h);
    const before = await journalSize();
    const unbalanced: JournalTx = {
      kind: 'fee',
      entries: [
        { account: userAccount(String(user.id), 'balance'), amount: Decimal.from('1'), currency: 'USD' },
        { account: houseAccount('fees'), amount: Decimal.from('-0.99'), currency: 'USD' },
      ],
    };
    await expect(postNow(unbalanced)).rejects.toBeInstanceOf(LedgerError);
    expect(await journalSize()).toEqual(before);
  });

  it('writes the FX rate on a converted entry', async () => {
    const { user } = await signUp(h);
    const tx: JournalTx = {
      kind: 'pnl',
      entries: [
        { account: houseAccount('cash'), amount: Decimal.from('-12.82'), currency: 'USD' },
        {
          account: userAccount(String(user.id), 'stock'),
          amount: Decimal.from('12.82'),
          currency: 'USD',
          fx: { fromCurrency: 'HKD', fromAmount: Decimal.from('100'), rate: Decimal.from('0.1282') },
        },
      ],
    };
    const txId = await postNow(tx, user.id);
    const rows = await h.ctx.db
      .selectFrom('journal_entries')
      .select(['fx_rate', 'fx_from_currency', 'fx_from_amount'])
      .where('tx_id', '=', txId)
      .orderBy('id')
      .execute();
    expect(rows[1]).toEqual({ fx_rate: '0.1282', fx_from_currency: 'HKD', fx_from_amount: '100' });
  });

  it('keeps the journal append-only in the database itself', async () => {
    const { user } = await signUp(h);
    await fund(h, user.id, '1');
    await expect(h.ctx.db.updateTable('journal_entries').set({ amount: '1000000' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(h.ctx.db.deleteFrom('journal_transactions').execute()).rejects.toThrow(/append-only/);
  });

  it('reports a stored balance that its entries do not explain', async () => {
    const { user } = await signUp(h);
    await fund(h, user.id, '10');
    const tamper = (available: string) =>
      h.ctx.db
        .updateTable('ledger_accounts')
        .set({ available })
        .where('user_id', '=', user.id)
        .where('kind', '=', 'stock')
        .execute();
    await tamper('3');
    try {
      const found = (await checkLedgerInvariants(h.ctx.db)).map((v) => [v.invariant, v.key]);
      expect(found).toEqual([
        ['BALANCE_EQUALS_ENTRIES', `user:${user.id}:stock:available@USD`],
        ['REPLAY_REPRODUCES_BALANCES', `user:${user.id}:stock:available@USD`],
      ]);
    } finally {
      await tamper('0');
    }
  });
});

describe('withMoneyTx', () => {
  it('runs again when PostgreSQL aborts the transaction for a deadlock or serialization failure', async () => {
    let calls = 0;
    const result = await withMoneyTx(h.ctx, async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      if (calls === 2) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return 'done';
    });
    expect([result, calls]).toEqual(['done', 3]);
  });

  it('does not retry other errors, and rolls the work back', async () => {
    const { user } = await signUp(h);
    let calls = 0;
    await expect(
      withMoneyTx(h.ctx, async (trx) => {
        calls += 1;
        await post(trx, depositApproved(String(user.id), '9'), { now: h.ctx.now() });
        throw new Error('crash after posting');
      }),
    ).rejects.toThrow('crash after posting');
    expect(calls).toBe(1);
    expect(await shown(user.id)).toMatchObject({ balance: '0/0' });
  });
});
