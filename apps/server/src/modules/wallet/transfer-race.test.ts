import { endpoints, type Transfer } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import { groupCommit } from '../../db/group-commit.ts';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { expectLedgerSound, signUpFunded, wallet } from '../../testing/money.ts';

let h: Harness;
/** On PostgreSQL a second app on the same database stands in for a second server node. */
let node2: BuiltApp | undefined;
beforeAll(async () => {
  h = await createHarness();
  if (h.ctx.config.databaseUrl) node2 = await buildApp(h.ctx.config, { now: h.ctx.now, logStream: { write() {} } });
});
afterAll(async () => {
  await node2?.app.close();
  await expectLedgerSound(h);
  await h.close();
});

const PATH = endpoints.transfer.path;

describe('200 concurrent transfers against one balance', () => {
  it('never overdraw, and every accepted transfer (and only those) is in the balances', async () => {
    const u = await signUpFunded(h, '50');
    await h.call('transfer', { from: 'balance', to: 'stock', amount: '20' }, { token: u.token });

    // 140 into Stock (70.00 asked of 30.00; 20 of them are 10 pairs of retries sharing a key) and 60 holds out of
    // Stock (30.00 asked of whatever Stock has at that moment), alternating between the nodes.
    const requests = Array.from({ length: 200 }, (_, i) => {
      const inbound = i < 140;
      const key = inbound && i < 20 ? `pair-${Math.floor(i / 2)}` : undefined;
      return {
        payload: inbound
          ? { from: 'balance', to: 'stock', amount: '0.50' }
          : { from: 'stock', to: 'balance', amount: '0.50' },
        headers: { authorization: u.token, ...(key ? { 'idempotency-key': key } : {}) },
        app: (node2 && i % 2 === 1 ? node2 : h).app,
        key,
      };
    });
    const commits = { ...groupCommit(h.ctx.db).stats };
    const results = await Promise.all(
      requests.map(async (r) => {
        const res = await r.app.inject({ method: 'POST', url: PATH, payload: r.payload, headers: r.headers });
        return { ...r, status: res.statusCode, body: res.json() as { code: number; msg: string; data: Transfer } };
      }),
    );

    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200, 422]));
    if (!h.ctx.config.databaseUrl) {
      // On SQLite the requests that waited together shared transactions (one disk sync each), refusals included.
      const { batches, units } = groupCommit(h.ctx.db).stats;
      expect(units - commits.units).toBeGreaterThanOrEqual(200);
      expect(batches - commits.batches).toBeLessThan((units - commits.units) / 4);
    }
    for (const r of results.filter((x) => x.status === 422)) expect(r.body.msg).toMatch(/^Insufficient balance in /);
    for (let pair = 0; pair < 10; pair++) {
      const [a, b] = results.filter((r) => r.key === `pair-${pair}`);
      expect(a?.body).toEqual(b?.body);
    }
    const accepted = new Map(results.filter((r) => r.status === 200).map((r) => [r.body.data.id, r.body.data]));
    const total = (status: Transfer['status']) =>
      Decimal.sum([...accepted.values()].filter((t) => t.status === status).map((t) => t.amount));
    const inbound = total('completed');
    const held = total('pending');

    // Balance only drains during the race, so exactly 30.00 of the 70.00 asked could go.
    expect(inbound.toFixed(2)).toBe('30.00');
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '0.00', usedBalance: '0.00' });
    expect(await wallet(h, u.token, 'stock')).toEqual({
      balance: Decimal.from('20').add(inbound).sub(held).toFixed(2),
      usedBalance: held.toFixed(2),
    });
    const list = await h.call('getTransferList', { pageSize: 100 }, { token: u.token });
    expect(list.body.data.total).toBe(accepted.size + 1);
  });
});
