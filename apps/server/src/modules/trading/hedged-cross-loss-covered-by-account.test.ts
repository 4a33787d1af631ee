import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { journalOf, ok } from '../../testing/trading-checks.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

it('a hedged cross pair: closing the losing leg first is paid from the other leg’s margin, nothing is written off', async () => {
  const u = await trader(h, '1000', 'forex');
  await h.quote('FOREX', 'EURUSD', { bid: '1.08000', ask: '1.08002' });
  const leg = { leverage: 30 } as const;
  ok(await h.call('createStockOrder', marketOrder('EURUSD', 'FOREX', 10000, leg), { token: u.token }));
  const short = ok(
    await h.call('createStockOrder', marketOrder('EURUSD', 'FOREX', 10000, { ...leg, direction: 1 }), {
      token: u.token,
    }),
  );
  // Long at 1.08002, short at 1.08000: margins 360.01 and 360.00, fees 10.81 and 10.80 → 258.38 available.
  expect(await wallet(h, u.token, 'forex')).toEqual({ balance: '258.38', usedBalance: '720.01' });

  // EUR up 7 cents: the short loses (1.08000 − 1.15002) × 10000 = −700.20 and its close fee is 11.51, far more than
  // its margin 360.00 and the 258.38 available; the long's margin (360.01) backs the account too.
  await h.quote('FOREX', 'EURUSD', { bid: '1.15000', ask: '1.15002' });
  const closed = ok(await h.call('closePosition', { id: short.position?.id ?? 0 }, { token: u.token }));
  expect(closed.closed.writeOff).toBe('0.00');
  // 258.38 + 360.00 − 700.20 − 11.51 = −93.33: taken from the long's margin, which falls to 360.01 − 93.33 = 266.68.
  expect(await wallet(h, u.token, 'forex')).toEqual({ balance: '0.00', usedBalance: '266.68' });
  const [long] = ok(await h.call('positions', {}, { token: u.token })).data;
  expect(long?.marginAmount).toBe('266.68');

  // The long closes with its profit (1.15000 − 1.08002) × 10000 = 699.80 less the fee 11.50.
  ok(await h.call('closePosition', { id: long?.id ?? 0 }, { token: u.token }));
  // 1000 − open fees 10.81 − 10.80 − 700.20 − 11.51 + 699.80 − 11.50 = 954.98: every loss paid by the user.
  const final = await wallet(h, u.token, 'forex');
  expect(final).toEqual({ balance: '954.98', usedBalance: '0.00' });
  const writeOffs = (await journalOf(h.ctx.db, u.user.id)).flatMap((t) =>
    t.entries.filter((e) => e.account === 'house:writeoffs'),
  );
  expect(writeOffs).toEqual([]);
});
