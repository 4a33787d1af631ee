import { Decimal } from '@bourse/domain';
import { expect } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { checkLedgerInvariants } from '../ledger/service.ts';

/** Small published figures that make the arithmetic easy to check by hand. */
export const MINING_ENV = {
  MINING_CHECKIN_ENERGY: '30',
  MINING_FIRST_DEPOSIT_ENERGY: '40',
  MINING_IDENTITY_ENERGY: '25',
  MINING_REFERRAL_ENERGY: '20',
  MINING_REFERRAL_DAILY_CAP: '40',
  MINING_VOLUME_ENERGY: '3',
  MINING_VOLUME_PER_USD: '1000',
  MINING_VOLUME_DAILY_CAP: '12',
  MINING_ENERGY_PER_MINUTE: '5',
  MINING_SESSION_MINUTES: '10',
  MINING_REWARD_PER_ENERGY: '0.37',
  MINING_DAILY_BUDGET: '40',
};

/** A harness with MINING_ENV whose clock starts at noon UTC, so a test's minutes never straddle a UTC day. */
export function createMiningHarness(env: Record<string, string> = {}): Promise<Harness> {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  return createHarness({ ...MINING_ENV, ...env }, { startMs: noon.getTime() });
}

/** The ledger is sound, and house rewards is exactly minus what the mining rewards credited users. */
export async function expectRewardsBalanced(h: Harness): Promise<void> {
  expect(await checkLedgerInvariants(h.ctx.db)).toEqual([]);
  const house = await h.ctx.db
    .selectFrom('ledger_accounts')
    .select('available')
    .where('owner', '=', 'house')
    .where('kind', '=', 'rewards')
    .executeTakeFirst();
  const credited = await h.ctx.db
    .selectFrom('journal_entries as e')
    .innerJoin('journal_transactions as t', 't.id', 'e.tx_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select('e.amount')
    .where('t.kind', '=', 'mining_reward')
    .where('a.owner', '=', 'user')
    .execute();
  const paid = await h.ctx.db
    .selectFrom('mining_sessions')
    .select('reward')
    .where('state', '=', 'successful')
    .execute();
  const credit = Decimal.sum(credited.map((c) => c.amount));
  expect(
    Decimal.from(house?.available ?? '0')
      .neg()
      .toString(),
  ).toBe(credit.toString());
  expect(credit.toString()).toBe(Decimal.sum(paid.map((p) => p.reward)).toString());
}
