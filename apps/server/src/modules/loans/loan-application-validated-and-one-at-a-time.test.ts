import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { borrower, LOAN_TEST_ENV, ok } from '../../testing/loans.ts';
import { createStaffHarness, newUser } from '../../testing/staff.ts';

let h: Harness;
beforeAll(async () => {
  h = await createStaffHarness(LOAN_TEST_ENV);
});
afterAll(() => h.close());

const count = async () =>
  Number(
    (
      await h.ctx.db
        .selectFrom('loans')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('applying for a loan', () => {
  it('stores a pending application with the rate fixed at the time of applying', async () => {
    const { token } = await borrower(h);
    const loan = ok(await h.call('loanApply', { amount: '2500.5', termDays: 90, purpose: '  New laptop ' }, { token }));
    expect(loan).toMatchObject({
      amount: '2500.50',
      termDays: 90,
      purpose: 'New laptop',
      annualRate: '0.12',
      status: 'pending',
      principal: '0.00',
      owed: '0.00',
      disburseTimeTimestamp: null,
    });
    expect(ok(await h.call('loanList', {}, { token })).data.map((l) => l.id)).toEqual([loan.id]);
  });

  it.each([
    [{ amount: '99', termDays: 30, purpose: 'x' }, 'amount: must be at least 100.00'],
    [{ amount: '50001', termDays: 30, purpose: 'x' }, 'amount: must be at most 50000.00'],
    [{ amount: 'abc', termDays: 30, purpose: 'x' }, 'amount: must be a decimal number'],
    [{ amount: '1000', termDays: 1, purpose: 'x' }, 'termDays: must be one of 7, 14, 30, 90, 180'],
    [{ amount: '1000', termDays: 30 }, 'purpose: is required'],
    [{ amount: '1000', termDays: 30, purpose: '   ' }, 'purpose: is required'],
    [{ amount: '1000', termDays: 30, purpose: 'p'.repeat(201) }, 'purpose: must be at most 200 characters'],
    [{ amount: '1000', termDays: 30, purpose: 'x', rate: '0' }, 'rate: is not a known field'],
  ])('refuses %j with 400 and stores nothing', async (input, msg) => {
    const { token } = await borrower(h);
    const before = await count();
    const res = await h.call('loanApply', input as never, { token });
    expect([res.status, res.body.msg]).toEqual([400, msg]);
    expect(await count()).toBe(before);
  });

  it('allows one unfinished loan at a time (422), even when two applications race', async () => {
    const { token } = await borrower(h);
    const input = { amount: '1000', termDays: 30, purpose: 'Rent' };
    const raced = await Promise.all([
      h.call('loanApply', input, { token }),
      h.call('loanApply', { ...input, amount: '1200' }, { token }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 422]);
    const again = await h.call('loanApply', input, { token });
    expect(again.status).toBe(422);
    expect(again.body.msg).toMatch(/already have a loan/);
    expect(ok(await h.call('loanList', {}, { token })).data).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, storing one application', async () => {
    const { token } = await borrower(h);
    const input = { amount: '500', termDays: 7, purpose: 'Car repair' };
    const headers = { 'idempotency-key': 'loan-apply-1' };
    const first = ok(await h.call('loanApply', input, { token, headers }));
    const second = ok(await h.call('loanApply', input, { token, headers }));
    expect(second).toEqual(first);
    expect(ok(await h.call('loanList', {}, { token })).total).toBe(1);
  });

  it('needs a verified identity: 403 kycRequired, nothing stored; the quote stays open to anyone logged in', async () => {
    const { token } = await newUser(h);
    const before = await count();
    const res = await h.call('loanApply', { amount: '1000', termDays: 30, purpose: 'Rent' }, { token });
    expect(res.status).toBe(403);
    expect(res.body.data).toMatchObject({ kycRequired: true });
    expect(await count()).toBe(before);
    expect((await h.call('loanQuote', { amount: '1000', termDays: 30 }, { token })).status).toBe(200);
  });

  it('needs a login', async () => {
    expect((await h.call('loanApply', { amount: '1000', termDays: 30, purpose: 'x' })).status).toBe(401);
    expect((await h.call('loanList', {})).status).toBe(401);
  });
});
