import { ErrorCode, KYC_REQUIRED_MSG } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdentity } from '../../testing/kyc.ts';
import { wallet } from '../../testing/money.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';

// Off by default: every other trading suite's users trade without a verified identity.
let h: TradingHarness;
beforeAll(async () => {
  h = await createTradingHarness({ KYC_REQUIRED_FOR_TRADING: 'true' });
  await h.quote('US', 'AAPL', { bid: '199.99', ask: '200.01' });
});
afterAll(() => h.close());

describe('with KYC_REQUIRED_FOR_TRADING set', () => {
  it('refuses an unverified user’s order with 403 (kycRequired), moving nothing, and places it once verified', async () => {
    const u = await trader(h, '1000');
    const res = await h.call('createStockOrder', marketOrder('AAPL', 'US', 1), { token: u.token });
    expect(res.body).toEqual({
      code: ErrorCode.forbidden,
      msg: KYC_REQUIRED_MSG,
      data: { kycRequired: true, kycStatus: 0 },
    });
    expect(await wallet(h, u.token, 'stock')).toEqual({ balance: '1000.00', usedBalance: '0.00' });

    await verifyIdentity(h, u.token);
    expect((await h.call('createStockOrder', marketOrder('AAPL', 'US', 1), { token: u.token })).status).toBe(200);
  });
});
