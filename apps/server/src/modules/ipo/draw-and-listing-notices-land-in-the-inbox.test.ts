import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { advanceTo, CBRS, createIpoHarness, ipoInvestor, ipoMessagesOf, recordIpoEvents } from '../../testing/ipo.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { listOffering } from './service.ts';

const subscription = async (h: Harness, token: string, stockCode: string) => {
  const s = (await h.call('ipoSubscription', { stockCode }, { token })).body.data;
  if (!s) throw new Error('subscription vanished');
  return s;
};

/** Each applicant's draw result and listed holding reach their inbox in the words of the /push events. */
describe('IPO notices in the inbox', () => {
  let h: Harness;
  let events: ReturnType<typeof recordIpoEvents>;
  const applicants: { token: string; id: number; code: string }[] = [];

  beforeAll(async () => {
    // Sessions outlive the 11 days from subscription to DBRX's listing.
    h = await createIpoHarness({ SESSION_IDLE_MINUTES: String(30 * 24 * 60) });
    events = recordIpoEvents(h.ctx);
    // CBRS: 1 lot (all of it won) and 40 lots (part won, the rest refunded); RVLT: 1 lot (not allotted);
    // DBRX: four applications of a lot.
    for (const [code, lots, deposit] of [
      [CBRS, 1, '3000'],
      [CBRS, 40, '120000'],
      ['RVLT', 1, '5000'],
      ...Array.from({ length: 4 }, () => ['DBRX', 1, '9000'] as const),
    ] as const) {
      const u = await ipoInvestor(h, deposit);
      expect((await h.call('ipoSubscribe', { stockCode: code, num: lots * 100 }, { token: u.token })).status).toBe(200);
      applicants.push({ token: u.token, id: u.user.id, code });
    }
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await h.close();
  });

  it('tells each applicant the draw result in the inbox: won with and without a refund, and not allotted', async () => {
    advanceTo(h, utc(2026, 11, 28, 6)); // CBRS and DBRX drew on 11-25, RVLT on 11-27
    await h.ipo.sweep();
    const [one, forty, rvlt] = applicants;
    if (!one || !forty || !rvlt) throw new Error('missing applicants');
    expect(await ipoMessagesOf(h, one.token, CBRS)).toMatchObject([
      {
        kind: 'ipo',
        title: 'IPO result: CBRS',
        body: 'Allotment: 100 shares of Cerebras Systems Inc. at 28.00 USD',
        link: '/trade?type=3',
      },
    ]);
    const part = await subscription(h, forty.token, CBRS);
    expect(part.equityNum).toBeGreaterThan(0);
    expect(part.equityNum).toBeLessThan(4000);
    expect(await ipoMessagesOf(h, forty.token, CBRS)).toMatchObject([
      {
        title: 'IPO result: CBRS',
        body: `Allotment: ${part.equityNum} shares of Cerebras Systems Inc. at 28.00 USD; ${part.refund} USD refunded to your IPO account`,
      },
    ]);
    expect(await ipoMessagesOf(h, rvlt.token, 'RVLT')).toMatchObject([
      {
        title: 'IPO result: RVLT',
        body: 'Not Allotted: Revolut Ltd; 3603.60 USD refunded to your IPO account',
      },
    ]);
    for (const a of applicants) {
      const messages = await ipoMessagesOf(h, a.token, a.code);
      expect(messages.map((m) => m.body)).toEqual(events.of(a.id).map((e) => e.message));
      expect(messages).toHaveLength(1);
    }
  });

  it('stores the listing message in the listing transaction, so it stands even if nothing runs after the commit', async () => {
    advanceTo(h, utc(2026, 11, 30, 6));
    // The listing alone, as if the process died right after it: no event is published, the message is stored.
    const listed = await listOffering(h.ctx, CBRS);
    expect(listed).toHaveLength(2);
    const [one, forty] = applicants;
    const part = await subscription(h, forty?.token ?? '', CBRS);
    expect((await ipoMessagesOf(h, one?.token ?? '', CBRS)).map((m) => [m.title, m.body])).toEqual([
      ['IPO result: CBRS', 'Allotment: 100 shares of Cerebras Systems Inc. at 28.00 USD'],
      [
        'IPO shares listed: CBRS',
        'Cerebras Systems Inc. is listed: your 100 shares are a holding in your Stock account',
      ],
    ]);
    expect((await ipoMessagesOf(h, forty?.token ?? '', CBRS))[1]).toMatchObject({
      kind: 'ipo',
      title: 'IPO shares listed: CBRS',
      body: `Cerebras Systems Inc. is listed: your ${part.equityNum} shares are a holding in your Stock account`,
      link: '/trade?type=3',
    });
    // The sweep finds nothing left to list and stores nothing twice.
    await h.ipo.sweep();
    expect(await ipoMessagesOf(h, one?.token ?? '', CBRS)).toHaveLength(2);
  });

  it('on the listing sweep tells each winner live and in the inbox, once', async () => {
    advanceTo(h, utc(2026, 12, 1, 6)); // DBRX lists on 12-01
    await h.ipo.sweep();
    await h.ipo.sweep();
    const dbrx = applicants.filter((a) => a.code === 'DBRX');
    let winners = 0;
    for (const a of dbrx) {
      const won = (await subscription(h, a.token, 'DBRX')).equityNum;
      const listedTitles = (await ipoMessagesOf(h, a.token, 'DBRX')).filter(
        (m) => m.title === 'IPO shares listed: DBRX',
      );
      const listedEvents = events.of(a.id).filter((e) => e.kind === 'listed');
      expect(listedTitles).toHaveLength(won > 0 ? 1 : 0);
      expect(listedEvents.map((e) => e.message)).toEqual(listedTitles.map((m) => m.body));
      if (won > 0) winners++;
    }
    expect(winners).toBeGreaterThan(0);
  });
});
