import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { newIdentity } from '../../testing/harness.ts';
import { verifyIdentity } from '../../testing/kyc.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { MINING_ENV } from './mining-testing.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness(MINING_ENV);
});
afterAll(() => h.close());

async function invited(inviteCode: string) {
  const who = newIdentity();
  h.advance(61_000);
  await h.call('getEmailCode', { email: who.email, type: 'register' });
  const res = await h.call('register', { ...who, code: h.lastCode(who.email) ?? '', inviteCode });
  return res.body.data.token;
}

const energyOf = async (hh: Harness, token: string) => (await hh.call('miningInfo', {}, { token })).body.data;

describe('energy', () => {
  it('comes from the first deposit, the traded volume, a verified identity and verified referrals, each within its cap', async () => {
    await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
    // An approved deposit of 10,000 (the first deposit): 40.
    const u = await trader(h, '10000');
    let info = await energyOf(h, u.token);
    expect(info.energy).toBe(40);
    expect(info.rules.sources.find((s) => s.source === 'first_deposit')).toMatchObject({ earned: true, once: true });

    // 2,000.10 traded: 2 whole 1,000s × 3 = 6; then 5,000.25 in all: 15, capped at 12 a day.
    await h.call('createStockOrder', marketOrder('AAPL', 'US', 10), { token: u.token });
    expect((await energyOf(h, u.token)).energy).toBe(46);
    await h.call('createStockOrder', marketOrder('AAPL', 'US', 15), { token: u.token });
    info = await energyOf(h, u.token);
    expect(info.energy).toBe(52);
    expect(info.rules.sources.find((s) => s.source === 'trading_volume')).toMatchObject({
      energy: 3,
      perVolume: '1000.00',
      dailyCap: 12,
      earnedToday: 12,
    });

    // A verified identity: 25, once.
    await verifyIdentity(h, u.token);
    expect((await energyOf(h, u.token)).energy).toBe(77);
    expect((await energyOf(h, u.token)).energy).toBe(77);

    // Three invited accounts: nothing until they verify; then 20 each, at most 40 a day; the third the next day.
    const friends = [
      await invited(u.user.inviteCode),
      await invited(u.user.inviteCode),
      await invited(u.user.inviteCode),
    ];
    expect((await energyOf(h, u.token)).energy).toBe(77);
    for (const token of friends) await verifyIdentity(h, token);
    info = await energyOf(h, u.token);
    expect(info.energy).toBe(117);
    expect(info.rules.sources.find((s) => s.source === 'referral')).toMatchObject({ earnedToday: 40, dailyCap: 40 });
    h.advance(24 * 3_600_000);
    info = await energyOf(h, u.token);
    expect(info.energy).toBe(137);
    expect(info.rules.sources.find((s) => s.source === 'referral')?.earnedToday).toBe(20);
    // Yesterday's volume gives nothing today, and nothing is given twice.
    expect(info.rules.sources.find((s) => s.source === 'trading_volume')?.earnedToday).toBe(0);
    expect((await energyOf(h, u.token)).energy).toBe(137);
  });

  it('stays within the referral cap when the mining screen is opened many times at once', async () => {
    const u = await trader(h, '10');
    const friends = [
      await invited(u.user.inviteCode),
      await invited(u.user.inviteCode),
      await invited(u.user.inviteCode),
      await invited(u.user.inviteCode),
    ];
    for (const token of friends) await verifyIdentity(h, token);
    // Each call sees all four friends waiting; the reads of today's referral energy must not race past 40.
    await Promise.all(Array.from({ length: 6 }, () => energyOf(h, u.token)));
    const info = await energyOf(h, u.token);
    expect(info.rules.sources.find((s) => s.source === 'referral')?.earnedToday).toBe(40);
  });
});
