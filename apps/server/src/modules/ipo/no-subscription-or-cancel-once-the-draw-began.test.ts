import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { CBRS, createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { drawOffering } from './service.ts';

// The e2e hook draws an offering while its window is still open: the one way a subscription could meet a draw.
let h: Harness;
// A harness each: the first describe draws the offering.
beforeEach(async () => {
  h = await createIpoHarness({ IPO_TEST_HOOKS: '1' });
});
afterEach(async () => {
  await expectLedgerSound(h);
  await h.close();
});

describe('a draw stopped part way (a crash between two chunks) while the window is open', () => {
  it('refuses to cancel a subscription it has not settled yet (422), so the resumed ballot runs over the same list', async () => {
    const apply = async () => {
      const u = await ipoInvestor(h, '10000');
      const res = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: u.token });
      expect(res.status).toBe(200);
      return { token: u.token, id: res.body.data.id };
    };
    await apply();
    const waiting = await apply();
    await expect(
      drawOffering(h.ctx, CBRS, {
        chunkSize: 1,
        afterChunk: () => {
          throw new Error('the process died here');
        },
      }),
    ).rejects.toThrow('the process died here');

    const res = await h.call('ipoCancel', { id: waiting.id }, { token: waiting.token });
    expect([res.status, res.body.msg]).toEqual([
      422,
      'The draw of Cerebras Systems Inc. has taken place; it can no longer be cancelled',
    ]);
    expect(await wallet(h, waiting.token, 'ipo')).toMatchObject({ balance: '7197.20', usedBalance: '2802.80' });

    // The hook runs the draw again: it settles the rest.
    expect((await h.call('ipoTestRun', { stockCode: CBRS }, { token: waiting.token })).body.data).toEqual({
      drawn: true,
    });
    expect(await wallet(h, waiting.token, 'ipo')).toMatchObject({ balance: '7197.20', usedBalance: '2800.00' });
  });
});

describe('an offering already drawn', () => {
  it('refuses a new subscription (422) and freezes nothing, so no application waits for a draw that was', async () => {
    const early = await ipoInvestor(h, '10000');
    expect((await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: early.token })).status).toBe(200);
    expect((await h.call('ipoTestRun', { stockCode: CBRS }, { token: early.token })).body.data).toEqual({
      drawn: true,
    });

    const late = await ipoInvestor(h, '10000');
    const res = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: late.token });
    expect([res.status, res.body.msg]).toEqual([422, 'The draw of Cerebras Systems Inc. has taken place']);
    expect(await wallet(h, late.token, 'ipo')).toMatchObject({ balance: '10000.00', usedBalance: '0.00' });
    expect((await h.call('ipoSubscriptions', {}, { token: late.token })).body.data.total).toBe(0);
  });
});
