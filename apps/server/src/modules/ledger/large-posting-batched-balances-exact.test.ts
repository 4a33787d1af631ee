import { Decimal, houseAccount, type JournalTx, userAccount } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { balances, post, withMoneyTx } from './service.ts';

// More users than one lock statement takes (5,000) and than one multi-row statement writes (1,000): the batched path.
const USERS = 6_100;
const FIRST_ID = 900_000;
const ids = Array.from({ length: USERS }, (_, i) => FIRST_ID + i);
/** Each user's deposit, all different: 1.01 to 97.99 USD. */
const deposit = (i: number) => Decimal.from(`${(i % 97) + 1}.${String((i * 7) % 100).padStart(2, '0')}`);

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const postNow = (tx: JournalTx) => withMoneyTx(h.ctx, (trx) => post(trx, tx, { now: h.ctx.now() }));
const count = async (table: 'journal_entries' | 'journal_transactions' | 'ledger_accounts') =>
  Number(
    (
      await h.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const ipoOf = async (userId: number) => {
  const b = (await balances(h.ctx.db, userId)).find((x) => x.kind === 'ipo');
  return b && `${b.available.toFixed(2)}/${b.used.toFixed(2)}`;
};

describe('a posting over thousands of accounts', () => {
  it('opens the missing accounts and leaves every balance and entry as one-by-one postings would', async () => {
    const total = Decimal.sum(ids.map((_, i) => deposit(i)));
    const accountsBefore = await count('ledger_accounts');
    await postNow({
      kind: 'deposit_approved',
      entries: [
        { account: houseAccount('cash'), amount: total.neg(), currency: 'USD' },
        ...ids.map((id, i) => ({
          account: userAccount(String(id), 'ipo'),
          amount: deposit(i),
          currency: 'USD' as const,
        })),
      ],
    });
    expect((await count('ledger_accounts')) - accountsBefore).toBe(USERS + 1);
    // Each user freezes 1.00 and gets the rest back in the same transaction: two entries on one account row.
    const txId = await postNow({
      kind: 'ipo_subscribe',
      entries: ids.flatMap((id) => [
        { account: userAccount(String(id), 'ipo'), amount: Decimal.from('-1.00'), currency: 'USD' as const },
        { account: userAccount(String(id), 'ipo', 'used'), amount: Decimal.from('1.00'), currency: 'USD' as const },
      ]),
    });
    for (const i of [0, 1, 4_999, 5_000, USERS - 1]) {
      expect(await ipoOf(ids[i] ?? 0), String(i)).toBe(`${deposit(i).sub(1).toFixed(2)}/1.00`);
    }
    const entries = await h.ctx.db
      .selectFrom('journal_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.user_id', 'e.bucket', 'e.amount', 'e.balance_after'])
      .where('e.tx_id', '=', txId)
      .orderBy('e.id')
      .execute();
    expect(entries).toHaveLength(2 * USERS);
    expect(entries.slice(-2)).toEqual([
      {
        user_id: ids[USERS - 1],
        bucket: 'available',
        amount: '-1',
        balance_after: deposit(USERS - 1)
          .sub(1)
          .toString(),
      },
      { user_id: ids[USERS - 1], bucket: 'used', amount: '1', balance_after: '1' },
    ]);
    await expectLedgerSound(h);
  });

  it('refuses it whole (422) when one user would go below zero, and writes nothing', async () => {
    const before = { entries: await count('journal_entries'), txs: await count('journal_transactions') };
    const poor = USERS - 3; // has deposit(i) - 1 available, and is asked 100.00
    await expect(
      postNow({
        kind: 'ipo_subscribe',
        entries: ids.flatMap((id, i) => {
          const amount = Decimal.from(i === poor ? '100.00' : '0.50');
          return [
            { account: userAccount(String(id), 'ipo'), amount: amount.neg(), currency: 'USD' as const },
            { account: userAccount(String(id), 'ipo', 'used'), amount, currency: 'USD' as const },
          ];
        }),
      }),
    ).rejects.toMatchObject({ code: 422 });
    expect({ entries: await count('journal_entries'), txs: await count('journal_transactions') }).toEqual(before);
    expect(await ipoOf(ids[0] ?? 0)).toBe(`${deposit(0).sub(1).toFixed(2)}/1.00`);
    expect(await ipoOf(ids[poor] ?? 0)).toBe(`${deposit(poor).sub(1).toFixed(2)}/1.00`);
  });
});
