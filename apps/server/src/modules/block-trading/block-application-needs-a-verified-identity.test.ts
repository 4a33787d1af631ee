import { ErrorCode, KYC_REQUIRED_MSG } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForBlock, createBlockHarness } from '../../testing/block-trading.ts';
import { submitPassport } from '../../testing/kyc.ts';
import { ok } from '../../testing/trading-checks.ts';
import { type TradingHarness, trader } from '../../testing/trading.ts';

let h: TradingHarness;
beforeAll(async () => {
  h = await createBlockHarness();
});
afterAll(() => h.close());

describe('applying for block trading needs a verified identity', () => {
  it('refuses an unverified user, and one still under identity review, with 403 kycRequired and stores nothing', async () => {
    const u = await trader(h, '1000');
    const refused = await h.call('blockTradingApply', {}, { token: u.token });
    expect(refused.body).toEqual({
      code: ErrorCode.forbidden,
      msg: KYC_REQUIRED_MSG,
      data: { kycRequired: true, kycStatus: 0 },
    });
    expect((await submitPassport(h, u.token)).status).toBe(200);
    const underReview = await h.call('blockTradingApply', {}, { token: u.token });
    expect([underReview.status, underReview.body.data]).toEqual([403, { kycRequired: true, kycStatus: 1 }]);
    expect(ok(await h.call('blockTradingStatus', {}, { token: u.token }))).toMatchObject({
      state: 'notOpen',
      applicationId: null,
    });
  });

  it('puts a verified user’s application under review', async () => {
    const u = await trader(h, '1000');
    await applyForBlock(h, u.token);
    expect(ok(await h.call('blockTradingStatus', {}, { token: u.token })).state).toBe('underReview');
  });
});
