import type { WalletType } from '@bourse/contract';
import { depositApproved } from '@bourse/domain';
import { expect } from 'vitest';
import { checkLedgerInvariants, post, withMoneyTx } from '../modules/ledger/service.ts';
import { type Harness, signUp } from './harness.ts';

/** Credits a user's Balance as an approved deposit would, straight through the ledger (no deposit record). */
export async function fund(h: Harness, userId: number, amount: string): Promise<void> {
  await withMoneyTx(h.ctx, (trx) => post(trx, depositApproved(String(userId), amount), { now: h.ctx.now(), userId }));
}

/** A new user with `amount` in Balance. */
export async function signUpFunded(h: Harness, amount: string) {
  const u = await signUp(h);
  await fund(h, u.user.id, amount);
  return u;
}

/** One wallet's {balance, usedBalance} as the app shows it. */
export async function wallet(h: Harness, token: string, walletType: WalletType) {
  const res = await h.call('getWalletBalance', { walletType }, { token });
  if (res.status !== 200) throw new Error(`getWalletBalance: ${res.body.msg}`);
  return res.body.data;
}

/** Every invariant of docs/design.md §4 holds in the harness's database. */
export async function expectLedgerSound(h: Harness): Promise<void> {
  expect(await checkLedgerInvariants(h.ctx.db)).toEqual([]);
}
