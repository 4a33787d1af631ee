import { Decimal } from '@bourse/domain';
import type { IpoSubscription } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { inboxOf } from '../../testing/inbox.ts';
import { advanceTo, CBRS, createIpoHarness, ipoInvestor, recordIpoEvents } from '../../testing/ipo.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { tradingProblems } from '../../testing/trading-checks.ts';

/** The handling fee on a paid amount: 0.1 %, rounded up to the cent, at least 1 USD (in cents). */
const feeCents = (paidCents: number) => (paidCents === 0 ? 0 : Math.max(Math.ceil(paidCents / 1000), 100));
const cents = (s: string) => Number(Decimal.from(s).mul(100).toString()); // exact: amounts have two decimals

describe('the draw and the listing of an offering', () => {
  let h: Harness;
  let events: ReturnType<typeof recordIpoEvents>;
  const investors: { token: string; id: number; sub: IpoSubscription; deposit: string }[] = [];

  beforeAll(async () => {
    h = await createIpoHarness();
    events = recordIpoEvents(h.ctx);
    // CBRS (28.00, lots of 100): 1, 5 and 40 lots. DBRX (85.00): five applications of one lot each.
    for (const [code, lots, deposit] of [
      [CBRS, 1, '3000'],
      [CBRS, 5, '15000'],
      [CBRS, 40, '120000'],
      ...Array.from({ length: 5 }, () => ['DBRX', 1, '9000'] as const),
    ] as const) {
      const u = await ipoInvestor(h, deposit);
      const res = await h.call('ipoSubscribe', { stockCode: code, num: lots * 100 }, { token: u.token });
      expect(res.status).toBe(200);
      investors.push({ token: u.token, id: u.user.id, sub: res.body.data, deposit });
    }
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    expect(await tradingProblems(h.ctx.db)).toEqual([]);
    await h.close();
  });

  it('does nothing before the draw date', async () => {
    advanceTo(h, utc(2026, 11, 25, 4)); // 23:00 on 11-24 in New York: the window's last day
    await h.ipo.sweep();
    const [first] = investors;
    const res = await h.call('ipoSubscription', { stockCode: CBRS }, { token: first?.token });
    expect(res.body.data).toMatchObject({ orderState: 0, equityNum: 0 });
    expect(await h.ctx.db.selectFrom('ipo_draws').where('symbol', '=', CBRS).selectAll().execute()).toEqual([]);
  });

  it('on the draw date allots by ballot, pays the won shares and the fee, refunds the rest, and tells each user', async () => {
    advanceTo(h, utc(2026, 11, 25, 5, 1));
    await h.ipo.sweep();
    const notAllotted: typeof investors = [];
    for (const inv of investors) {
      const s = (await h.call('ipoSubscription', { stockCode: inv.sub.stockCode }, { token: inv.token })).body.data;
      if (!s) throw new Error('subscription vanished');
      const price = cents(s.planUnitAmount);
      const paid = s.equityNum * price;
      const fee = feeCents(paid);
      const frozen = cents(inv.sub.amount) + cents(inv.sub.fee);
      expect(s.equityNum % 100).toBe(0);
      expect(s.equityNum).toBeLessThanOrEqual(s.planNum);
      expect(s.orderState).toBe(s.equityNum > 0 ? 1 : 2);
      expect(cents(s.actualAmount)).toBe(paid + fee);
      expect(cents(s.refund)).toBe(frozen - paid - fee);
      expect(cents(s.pendingAmount)).toBe(paid);
      const ipo = await wallet(h, inv.token, 'ipo');
      expect(cents(ipo.usedBalance)).toBe(paid);
      expect(cents(ipo.balance)).toBe(cents(inv.deposit) - paid - fee);
      const [event] = events.of(inv.id);
      expect(event).toMatchObject({ kind: 'drawn', subscriptionId: s.id, orderState: s.orderState });
      // The result waits in the inbox too, unread: one message saying what the event says.
      expect(await inboxOf(h, inv.token)).toEqual([
        expect.objectContaining({
          kind: 'ipo',
          title: `IPO result: ${inv.sub.stockCode}`,
          body: event?.message,
          link: '/trade?type=3',
          isRead: 0,
        }),
      ]);
      if (s.orderState === 2) notAllotted.push(inv);
    }
    // CBRS has more lots (30,000) than applications: everyone gets a lot, the 1-lot application all it asked for.
    const [one, five, forty] = investors;
    const got = async (t: string) =>
      (await h.call('ipoSubscription', { stockCode: CBRS }, { token: t })).body.data?.equityNum ?? -1;
    expect(await got(one?.token ?? '')).toBe(100);
    expect(await got(five?.token ?? '')).toBeGreaterThanOrEqual(100);
    expect(await got(forty?.token ?? '')).toBeLessThan(4000);
    // A 100-share win of CBRS: 2800 paid + 2.80 fee, nothing refunded; the event says so.
    expect(events.of(one?.id ?? 0)[0]?.message).toBe('Allotment: 100 shares of Cerebras Systems Inc. at 28.00 USD');
    expect(await inboxOf(h, one?.token ?? '', 'ipo')).toMatchObject([
      { title: 'IPO result: CBRS', body: 'Allotment: 100 shares of Cerebras Systems Inc. at 28.00 USD' },
    ]);
    // DBRX has fewer lots than applications: an applicant who won nothing is told so, with the whole refund.
    const [lost] = notAllotted;
    expect(lost?.sub.stockCode).toBe('DBRX');
    expect(await inboxOf(h, lost?.token ?? '', 'ipo')).toMatchObject([
      {
        title: 'IPO result: DBRX',
        body: 'Not Allotted: Databricks, Inc.; 8508.50 USD refunded to your IPO account',
      },
    ]);
  });

  it('draws once: a second sweep changes nothing', async () => {
    const before = await h.ctx.db.selectFrom('journal_transactions').select('id').execute();
    await h.ipo.sweep();
    expect(await h.ctx.db.selectFrom('journal_transactions').select('id').execute()).toHaveLength(before.length);
    const draws = await h.ctx.db.selectFrom('ipo_draws').selectAll().where('symbol', 'in', [CBRS, 'DBRX']).execute();
    expect(draws.map((d) => [d.symbol, d.applications])).toEqual([
      [CBRS, 3],
      ['DBRX', 5],
    ]);
  });

  it('on the listing date the won shares become an unleveraged Stock holding at the issue price', async () => {
    advanceTo(h, utc(2026, 11, 30, 5, 1));
    await h.ipo.sweep();
    const [one] = investors;
    const s = (await h.call('ipoSubscription', { stockCode: CBRS }, { token: one?.token })).body.data;
    expect(s).toMatchObject({ orderState: 1, pendingAmount: '0.00' });
    expect(s?.positionId).toBeGreaterThan(0);
    const positions = (await h.call('positions', { account: 'stock' }, { token: one?.token })).body.data.data;
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({ stockCode: CBRS, positionNum: 100, direction: 0, marketEntryPrice: '28' });
    expect(await wallet(h, one?.token ?? '', 'ipo')).toMatchObject({ usedBalance: '0.00' });
    expect(await wallet(h, one?.token ?? '', 'stock')).toMatchObject({ usedBalance: '2800.00' });
    expect(events.of(one?.id ?? 0).map((e) => e.kind)).toEqual(['drawn', 'listed']);
    expect((await inboxOf(h, one?.token ?? '', 'ipo')).map((m) => [m.title, m.body])).toEqual([
      [
        'IPO shares listed: CBRS',
        'Cerebras Systems Inc. is listed: your 100 shares are a holding in your Stock account',
      ],
      ['IPO result: CBRS', 'Allotment: 100 shares of Cerebras Systems Inc. at 28.00 USD'],
    ]);
    // DBRX lists on 12-01: its holdings are not open yet.
    const dbrx = investors.slice(3).find((i) => i.sub.stockCode === 'DBRX');
    expect((await h.call('positions', {}, { token: dbrx?.token })).body.data.total).toBe(0);
  });
});
