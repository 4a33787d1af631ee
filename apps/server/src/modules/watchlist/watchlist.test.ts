import { WATCHLIST_MAX } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { stepHarness } from '../../testing/market.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ MARKET_ALWAYS_OPEN: 'true' });
});
afterAll(() => h.close());

const rows = async (token: string) => {
  const res = await h.call('watchlistRows', {}, { token });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('watchlist', () => {
  it('saves instruments and lists them newest first as SPEC’s raw rows with the live price', async () => {
    const u = await signUp(h);
    const a = await h.call('watchlistSave', { stockCode: 'AAPL', market: 'US' }, { token: u.token });
    expect(a.status).toBe(200);
    h.advance(1000);
    await h.call('watchlistSave', { stockCode: '00700', market: 'HK' }, { token: u.token });
    stepHarness(h);
    const [tencent, apple] = await rows(u.token);
    const q = h.ctx.market.live('US', 'AAPL')!.quote;
    expect(apple).toEqual({
      id: a.body.data.id,
      f12: 'AAPL',
      f14: 'Apple Inc.',
      f2: q.price_nominal,
      f3: q.change_ratio,
      f4: q.change,
      f5: q.volume,
      market: 'US',
      source: 'US',
      channel: 'UsStock.AAPL',
      localLogoUrl: '/logo/US/AAPL.svg',
      createTimeTimestamp: expect.any(Number),
    });
    expect(tencent?.f12).toBe('00700');
    // The prices are live: after another step the rows show the new quote.
    for (let i = 0; i < 5; i++) stepHarness(h, 60_000);
    expect((await rows(u.token)).find((r) => r.f12 === 'AAPL')?.f5).toBe(h.ctx.market.live('US', 'AAPL')!.quote.volume);
  });

  it('saving the same instrument twice keeps one entry and answers the same id', async () => {
    const u = await signUp(h);
    const first = await h.call('watchlistSave', { stockCode: 'GC', market: 'FUTURES' }, { token: u.token });
    const again = await h.call('watchlistSave', { stockCode: 'gc', market: 'FUTURES' }, { token: u.token });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await rows(u.token)).toHaveLength(1);
  });

  it('refuses an unknown instrument with 404 and bad input with 400', async () => {
    const u = await signUp(h);
    const res = await h.call('watchlistSave', { stockCode: 'AAPL', market: 'HK' }, { token: u.token });
    expect(res.body).toEqual({ code: 404, msg: 'Instrument not found', data: null });
    expect((await h.call('watchlistSave', { stockCode: 'AAPL', market: 'NYSE' }, { token: u.token })).status).toBe(400);
    expect((await h.call('watchlistSave', { market: 'US' }, { token: u.token })).body.msg).toBe(
      'stockCode: is required',
    );
  });

  it(`holds at most ${WATCHLIST_MAX} instruments`, async () => {
    const u = await signUp(h);
    const instruments = [...h.ctx.market.allLive()].map((l) => l.inst).slice(0, WATCHLIST_MAX + 1);
    for (const inst of instruments.slice(0, WATCHLIST_MAX)) {
      const res = await h.call('watchlistSave', { stockCode: inst.code, market: inst.market }, { token: u.token });
      expect(res.status).toBe(200);
    }
    const extra = instruments[WATCHLIST_MAX]!;
    const res = await h.call('watchlistSave', { stockCode: extra.code, market: extra.market }, { token: u.token });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(`Your watchlist can hold at most ${WATCHLIST_MAX} instruments; remove one first`);
    // Saving one already there is still fine at the limit.
    const first = instruments[0]!;
    expect(
      (await h.call('watchlistSave', { stockCode: first.code, market: first.market }, { token: u.token })).status,
    ).toBe(200);
  });

  it('deletes by id; another user’s entry or a missing one is 404 and stays', async () => {
    const owner = await signUp(h);
    const other = await signUp(h);
    const { id } = (await h.call('watchlistSave', { stockCode: 'MSFT', market: 'US' }, { token: owner.token })).body
      .data;
    const stolen = await h.call('watchlistDelete', {}, { token: other.token, params: { id } });
    expect(stolen.body).toEqual({ code: 404, msg: 'Watchlist entry not found', data: null });
    expect(await rows(owner.token)).toHaveLength(1);
    const gone = await h.call('watchlistDelete', {}, { token: owner.token, params: { id } });
    expect(gone.body).toEqual({ code: 200, msg: 'Success', data: null });
    expect(await rows(owner.token)).toEqual([]);
    const again = await h.call('watchlistDelete', {}, { token: owner.token, params: { id } });
    expect(again.status).toBe(404);
    expect((await h.call('watchlistDelete', {}, { token: owner.token, params: { id: 'x' } })).body.msg).toBe(
      'id: must be a whole number',
    );
  });

  it('deletes by stock code only the caller’s own entries, optionally in one market', async () => {
    const owner = await signUp(h);
    const other = await signUp(h);
    for (const u of [owner, other]) {
      await h.call('watchlistSave', { stockCode: 'BBCA', market: 'ID' }, { token: u.token });
      await h.call('watchlistSave', { stockCode: 'AAPL', market: 'US' }, { token: u.token });
    }
    const wrongMarket = await h.call(
      'watchlistDeleteByCode',
      { market: 'HK' },
      { token: owner.token, params: { stockCode: 'BBCA' } },
    );
    expect(wrongMarket.status).toBe(404);
    const res = await h.call('watchlistDeleteByCode', {}, { token: owner.token, params: { stockCode: 'bbca' } });
    expect(res.status).toBe(200);
    expect((await rows(owner.token)).map((r) => r.f12)).toEqual(['AAPL']);
    expect((await rows(other.token)).map((r) => r.f12).sort()).toEqual(['AAPL', 'BBCA']);
    const missing = await h.call('watchlistDeleteByCode', {}, { token: owner.token, params: { stockCode: 'BBCA' } });
    expect(missing.body).toEqual({ code: 404, msg: 'Watchlist entry not found', data: null });
  });

  it('requires login for every watchlist call', async () => {
    const calls = [
      h.call('watchlistSave', { stockCode: 'AAPL', market: 'US' }),
      h.call('watchlistDelete', {}, { params: { id: 1 } }),
      h.call('watchlistDeleteByCode', {}, { params: { stockCode: 'AAPL' } }),
      h.call('watchlistRows'),
      h.call('watchlistRows', {}, { token: 'not-a-token' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });
});
