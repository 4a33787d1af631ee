import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { submitPassport } from '../../testing/kyc.ts';
import { createStaffHarness, newUser, staffToken } from '../../testing/staff.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
});
afterAll(() => h.close());

const kycStatus = async (token: string) => (await h.call('userInfo', {}, { token })).body.data.kycStatus;
const DOCUMENT = { country: 'GB', idNumber: 'K77001234' };

describe('one identity document verifies one account', () => {
  it('refuses a second account’s submission of a verified document (409), and its approval when already waiting', async () => {
    const [first, second, third] = [await newUser(h), await newUser(h), await newUser(h)];
    // The second account submits the same passport before the first is approved: both wait for review.
    const a = await submitPassport(h, first.token, DOCUMENT);
    const b = await submitPassport(h, second.token, { ...DOCUMENT, idNumber: 'k7700-1234' });
    expect([a.status, b.status]).toEqual([200, 200]);

    expect((await h.call('staffKycApprove', { id: a.body.data.id }, { token: staff })).status).toBe(200);
    const twice = await h.call('staffKycApprove', { id: b.body.data.id }, { token: staff });
    expect([twice.status, twice.body.msg]).toEqual([409, 'This document already verifies another account']);
    expect(await kycStatus(second.token)).toBe(1); // still waiting: staff reject it with a reason

    const late = await submitPassport(h, third.token, DOCUMENT);
    expect([late.status, late.body.msg]).toEqual([409, 'This document already verifies another account']);
    expect(await kycStatus(third.token)).toBe(0);

    // The same number from another country is another document.
    const elsewhere = await submitPassport(h, third.token, { ...DOCUMENT, country: 'FR' });
    expect(elsewhere.status).toBe(200);
    expect((await h.call('staffKycApprove', { id: elsewhere.body.data.id }, { token: staff })).status).toBe(200);
  });

  it('lets one of two approvals of the same document at once through', async () => {
    const [x, y] = [await newUser(h), await newUser(h)];
    const doc = { country: 'ID', idNumber: 'Z12345678' };
    const ids = [
      (await submitPassport(h, x.token, doc)).body.data.id,
      (await submitPassport(h, y.token, doc)).body.data.id,
    ];
    const results = await Promise.all(ids.map((id) => h.call('staffKycApprove', { id }, { token: staff })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect([await kycStatus(x.token), await kycStatus(y.token)].sort()).toEqual([1, 3]);
  });
});
