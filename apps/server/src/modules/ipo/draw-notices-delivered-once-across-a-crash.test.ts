import { INBOX_PUSH_TYPE } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { advanceTo, CBRS, createIpoHarness, ipoInvestor, ipoMessagesOf, recordIpoEvents } from '../../testing/ipo.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { mailSettled } from '../inbox/service.ts';
import { deliverDrawNotices, drawOffering, dueWork } from './service.ts';

/**
 * The draw commits, then its notices go to the inboxes in chunks; the process dies after the first chunk. The next
 * sweep finds the offering drawn and not all told, and stores the rest: each applicant ends with exactly one result
 * message, one live event and (with the copy on) one email.
 */
describe('draw notices across a crash in their delivery', () => {
  let h: Harness;
  let events: ReturnType<typeof recordIpoEvents>;
  const inboxPushes: number[] = [];
  const users: { token: string; id: number; email: string }[] = [];

  beforeAll(async () => {
    h = await createIpoHarness();
    events = recordIpoEvents(h.ctx);
    const publish = h.ctx.push.publishPrivate.bind(h.ctx.push);
    h.ctx.push.publishPrivate = (userId, type, data) => {
      if (type === INBOX_PUSH_TYPE) inboxPushes.push(userId);
      publish(userId, type, data);
    };
    for (let i = 0; i < 5; i++) {
      const u = await ipoInvestor(h, '3000');
      expect((await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: u.token })).status).toBe(200);
      users.push({ token: u.token, id: u.user.id, email: u.email });
    }
    // The last applicant (told in the chunk after the crash) has asked for email copies.
    const last = users[4];
    expect((await h.call('messageSetEmailCopy', { emailCopy: 1 }, { token: last?.token })).status).toBe(200);
    advanceTo(h, utc(2026, 11, 25, 6));
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await h.close();
  });

  const notifiedAt = async () =>
    (await h.ctx.db.selectFrom('ipo_draws').select('notified_at').where('symbol', '=', CBRS).executeTakeFirstOrThrow())
      .notified_at;
  const told = async () => {
    const counts: number[] = [];
    for (const u of users) counts.push((await ipoMessagesOf(h, u.token, CBRS)).length);
    return counts;
  };
  const mailsTo = (email: string) => h.mailCount(email) - 1; // less the sign-up code

  it('keeps the first chunk delivered and the offering not marked told when delivery dies part way', async () => {
    expect(await drawOffering(h.ctx, CBRS)).toBe(5);
    const chunks: number[] = [];
    await expect(
      deliverDrawNotices(h.ctx, CBRS, {
        chunkSize: 2,
        afterChunk: (chunk) => {
          chunks.push(chunk);
          if (chunk === 0) throw new Error('the process died here');
        },
      }),
    ).rejects.toThrow('the process died here');
    expect(chunks).toEqual([0]);
    expect(await told()).toEqual([1, 1, 0, 0, 0]);
    expect(await notifiedAt()).toBeNull();
    expect(users.map((u) => events.of(u.id).length)).toEqual([1, 1, 0, 0, 0]);
    expect((await dueWork(h.ctx)).notices).toEqual([CBRS]);
  });

  it('delivers the rest on the next sweep, once each, and only then marks the offering told', async () => {
    h.advance(5_000);
    await h.ipo.sweep();
    await mailSettled();
    expect(await told()).toEqual([1, 1, 1, 1, 1]);
    expect(await notifiedAt()).toBe(h.ctx.now());
    for (const u of users) {
      const [message] = await ipoMessagesOf(h, u.token, CBRS);
      expect(message).toMatchObject({
        kind: 'ipo',
        title: 'IPO result: CBRS',
        body: 'Allotment: 100 shares of Cerebras Systems Inc. at 28.00 USD',
        link: '/trade?type=3',
        isRead: 0,
      });
      expect(events.of(u.id).map((e) => e.kind)).toEqual(['drawn']);
      expect(inboxPushes.filter((id) => id === u.id)).toHaveLength(1);
    }
    expect(mailsTo(users[4]?.email ?? '')).toBe(1);
    expect(mailsTo(users[0]?.email ?? '')).toBe(0);
  });

  it('tells nobody again on later sweeps or a repeated delivery', async () => {
    h.advance(5_000);
    await h.ipo.sweep();
    expect(await deliverDrawNotices(h.ctx, CBRS)).toBe(0);
    await mailSettled();
    expect(await told()).toEqual([1, 1, 1, 1, 1]);
    expect(users.map((u) => events.of(u.id).length)).toEqual([1, 1, 1, 1, 1]);
    expect(inboxPushes).toHaveLength(5);
    expect(mailsTo(users[4]?.email ?? '')).toBe(1);
  });
});
