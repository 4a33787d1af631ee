import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../testing/money.ts';
import { newStaffMember, newUser, STAFF_ENV, staffToken } from '../../testing/staff.ts';
import { ok } from '../../testing/trading-checks.ts';
import { createTradingHarness, marketOrder, type TradingHarness, trader } from '../../testing/trading.ts';
import { auditTrail } from '../audit/service.ts';

let h: TradingHarness;
let admin: string;
beforeAll(async () => {
  h = await createTradingHarness(STAFF_ENV);
  admin = await staffToken(h);
  await h.quote('US', 'AAPL', { bid: '100', ask: '100' });
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const change = (key: string, value: string | null, token = admin) =>
  h.call('staffSettingsUpdate', { key, value, reason: 'Pricing review' }, { token });
const setting = async (key: string) =>
  ok(await h.call('staffSettings', {}, { token: admin })).find((s: { key: string }) => s.key === key);
const settingTrail = () => h.ctx.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'setting').execute();

/** The open fee of a market buy of 10 AAPL at 100 (1000 USD notional) by a new trader. */
async function openFee() {
  const u = await trader(h, '2000');
  const placed = ok(await h.call('createStockOrder', marketOrder('AAPL', 'US', 10), { token: u.token }));
  return placed.position?.openFee;
}

describe('a setting changed in the back office', () => {
  it('a new fee rate applies to the very next order, and the audit log keeps who, old and new value and why', async () => {
    expect(await openFee()).toBe('1.00'); // 1000 × 0.001 = 1, the minimum
    const res = await change('trading.feeRate', '0.01');
    expect(res.body.data).toMatchObject({ key: 'trading.feeRate', value: '0.01', defaultValue: '0.001', editable: 1 });
    expect(await openFee()).toBe('10.00');

    const [row] = await settingTrail();
    const me = ok(await h.call('adminMe', {}, { token: admin }));
    expect(row).toMatchObject({ actor_id: me.id, action: 'setting.change', reason: 'Pricing review' });
    expect(JSON.parse(row?.detail ?? '')).toEqual({
      key: 'trading.feeRate',
      before: '0.001',
      after: '0.01',
      toDefault: false,
    });

    // Back to the default with null: the next order pays the configured rate again, and that is audited too.
    expect((await change('trading.feeRate', null)).body.data).toMatchObject({ value: '0.001', changedAt: null });
    expect(await openFee()).toBe('1.00');
    expect(await auditTrail(h.ctx.db, 'setting', row?.target_id ?? 0)).toHaveLength(2);
  });

  it('a lower leverage cap is what the next order may use', async () => {
    const before = ok(await h.call('tradeTerms', { stockCode: 'AAPL', market: 'US' }));
    expect(before.leverageOptions).toContain(5);
    ok(await change('leverage.stock', '2'));
    const after = ok(await h.call('tradeTerms', { stockCode: 'AAPL', market: 'US' }));
    expect(after.leverageOptions).toEqual([1, 2]);
    const u = await trader(h, '2000');
    const refused = await h.call('createStockOrder', marketOrder('AAPL', 'US', 10, { leverage: 5 }), {
      token: u.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/^leverage: must be one of 1, 2/);
    ok(await change('leverage.stock', null));
  });

  it('a block discount replaces every block listing’s own, and null gives each its own back', async () => {
    const discount = () => h.ctx.market.instruments.get('US', 'AAPL')?.block?.discountRate;
    expect(discount()).toBe('0.02');
    ok(await change('blockTrading.discountRate', '0.05'));
    expect(discount()).toBe('0.05');
    ok(await change('blockTrading.discountRate', null));
    expect(discount()).toBe('0.02');
  });

  it('a bad value is 400 field: rule, and nothing changes or is audited', async () => {
    const audited = (await settingTrail()).length;
    const cases: [string, string, string][] = [
      ['trading.feeRate', '0.2', 'value: must be from 0 to 0.05 with at most 6 decimals'],
      ['trading.feeRate', 'abc', 'value: must be a decimal number such as 0.001 or 2500'],
      ['trading.feeMinimum', '1.005', 'value: must be from 0 to 1000 with at most 2 decimals'],
      ['leverage.stock', '7', 'value: must be one of 1, 2, 3, 5, 10, 20, 30'],
      ['loans.minAmount', '60000', 'value: must keep the smallest loan (60000) at most the largest (50000)'],
      ['no.such', '1', 'key: is not a setting that can be changed'],
    ];
    for (const [key, value, msg] of cases) {
      expect((await change(key, value)).body, `${key}=${value}`).toEqual({ code: 400, msg, data: null });
    }
    const noReason = await h.call(
      'staffSettingsUpdate',
      { key: 'trading.feeRate', value: '0.002', reason: ' ' },
      {
        token: admin,
      },
    );
    expect(noReason.body.msg).toBe('reason: is required');
    expect(await setting('trading.feeRate')).toMatchObject({ value: '0.001', changedAt: null });
    expect(await setting('loans.minAmount')).toMatchObject({ value: '100' });
    expect(await settingTrail()).toHaveLength(audited);
  });

  it('a change whose audit row cannot be written does not happen: the old value stays in force', async () => {
    await sql`alter table audit_log rename to audit_log_away`.execute(h.ctx.db);
    try {
      expect((await change('trading.feeRate', '0.02')).status).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(h.ctx.db);
    }
    expect(await setting('trading.feeRate')).toMatchObject({ value: '0.001', changedAt: null });
    expect(await openFee()).toBe('1.00');
  });

  it('only a role with settings.write may change a setting (403 to others and to users); reading needs settings.read', async () => {
    const finance = await newStaffMember(h, 'finance');
    const user = await newUser(h);
    expect((await change('trading.feeRate', '0.002', finance.token)).body).toEqual({
      code: 403,
      msg: 'Your role may not do this',
      data: null,
    });
    expect((await change('trading.feeRate', '0.002', user.token)).body).toEqual({
      code: 403,
      msg: 'Staff only',
      data: null,
    });
    expect((await h.call('staffSettings', {}, { token: finance.token })).status).toBe(403);
    expect(await setting('trading.feeRate')).toMatchObject({ value: '0.001' });
  });

  it('lists every setting with its default and rule; the loan terms are the configuration’s, read-only', async () => {
    const all = ok(await h.call('staffSettings', {}, { token: admin }));
    expect(all.map((s: { group: string }) => s.group)).toEqual(
      expect.arrayContaining(['Fees', 'Leverage caps', 'Financing', 'Block trading', 'Limits']),
    );
    expect(all.find((s: { key: string }) => s.key === 'loans.termsDays')).toMatchObject({ editable: 0 });
    expect(all.find((s: { key: string }) => s.key === 'blockTrading.discountRate')).toMatchObject({
      value: 'per listing',
      rule: 'from 0 to 0.5 with at most 6 decimals',
    });
  });
});
