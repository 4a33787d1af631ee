import { ErrorCode, KYC_REQUIRED_MSG } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { reviewerToken, submitPassport, verifyIdentity } from '../../testing/kyc.ts';
import { expectLedgerSound, fund, wallet } from '../../testing/money.ts';
import { createStaffHarness, newUser, PAY_PASSWORD } from '../../testing/staff.ts';

let h: Harness;
beforeAll(async () => {
  h = await createStaffHarness();
});
afterAll(() => h.close());

const toCrypto = (amount: string) => ({
  amount,
  payPassword: PAY_PASSWORD,
  currency: 'USDT',
  network: 'ERC20',
  address: '0xaAfAad66F365480561116c5AA1f89ae48D21A8d5',
});

const kycRefusal = (kycStatus: number) => ({
  code: ErrorCode.forbidden,
  msg: KYC_REQUIRED_MSG,
  data: { kycRequired: true, kycStatus },
});

describe('a withdrawal needs a verified identity', () => {
  it('is refused with 403 (kycRequired) while unverified, waiting or refused, freezing nothing; allowed once verified', async () => {
    const u = await newUser(h);
    await h.call('settingPayPassword', { payPassword: PAY_PASSWORD }, { token: u.token });
    await fund(h, u.user.id, '100');

    expect((await h.call('withdrawalApply', toCrypto('20'), { token: u.token })).body).toEqual(kycRefusal(0));
    const submitted = (await submitPassport(h, u.token)).body.data;
    expect((await h.call('withdrawalApply', toCrypto('20'), { token: u.token })).body).toEqual(kycRefusal(1));
    await h.call('staffKycReject', { id: submitted.id, reason: 'Expired passport' }, { token: await reviewerToken(h) });
    expect((await h.call('withdrawalApply', toCrypto('20'), { token: u.token })).body).toEqual(kycRefusal(2));
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '100.00', usedBalance: '0.00' });
    expect((await h.call('withdrawalList', {}, { token: u.token })).body.data.total).toBe(0);

    await verifyIdentity(h, u.token);
    const res = await h.call('withdrawalApply', toCrypto('20'), { token: u.token });
    expect(res.status).toBe(200);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '80.00', usedBalance: '20.00' });
    await expectLedgerSound(h);
  });
});
