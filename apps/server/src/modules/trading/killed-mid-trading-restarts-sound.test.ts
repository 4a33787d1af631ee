import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EndpointName } from '@bourse/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import {
  callHttp,
  depositOver,
  type ServerProcess,
  signUpOver,
  staffLoginOver,
  startServer,
} from '../../testing/server-process.ts';
import { tradingProblems } from '../../testing/trading-checks.ts';
import { checkLedgerInvariants } from '../ledger/service.ts';

/** What the server acknowledged (200) before it was killed. */
interface Ack {
  kind: 'order' | 'close' | 'cancel' | 'margin';
  id: number;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-trading-crash-'));
let server: ServerProcess | undefined;
let db: Db | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A live market (always open, the feed moving every 50 ms) so fills and triggers happen while orders stream in. */
const ENV = { MARKET_ALWAYS_OPEN: 'true', FEED_INTERVAL_MS: '50' };

/**
 * Workers that trade over HTTP until the server goes away: market orders both ways with stop-loss and take-profit
 * close to the price (the trigger loop closes some), limit orders at the live price (some fill), closes whole and in
 * part, cancels and added margin. Each 200 is recorded as it arrives.
 */
function stream(url: string, tokens: string[], acks: Ack[]) {
  let inFlight = 0;
  const call = async <N extends EndpointName>(...args: Parameters<typeof callHttp<N>>) => {
    inFlight += 1;
    try {
      return await callHttp<N>(...args);
    } finally {
      inFlight -= 1;
    }
  };
  const record = (kind: Ack['kind'], status: number, id: number | undefined) => {
    if (status === 200 && id !== undefined) acks.push({ kind, id });
  };
  const step = async (token: string, n: number, state: { ask: string }) => {
    const code = n % 2 === 0 ? 'AAPL' : 'MSFT';
    switch (n % 7) {
      case 0:
      case 1: {
        // a price a few ticks away on the grid: the loop may fire it before long
        const ask = Number(state.ask);
        const sl = (Math.floor(ask * 0.999 * 100) / 100).toFixed(2);
        const tp = (Math.ceil(ask * 1.001 * 100) / 100).toFixed(2);
        const triggers = code === 'AAPL' && state.ask !== '0' ? { stopLossPrice: sl, takeProfitPrice: tp } : {};
        const input = { stockCode: code, market: 'US', direction: 0, orderType: 0, num: 2, leverage: 2 };
        const res = await call(
          url,
          'createStockOrder',
          { ...input, marginMode: n % 3 === 0 ? 0 : 1, ...triggers },
          {
            token,
            key: `o${n}`,
          },
        );
        if (res.status === 200) {
          if (code === 'AAPL') state.ask = res.body.data.order.currentPrice;
          record('order', res.status, res.body.data.order.orderId);
        }
        return;
      }
      case 2: {
        if (state.ask === '0') return;
        const input = { stockCode: 'AAPL', market: 'US', direction: n % 4 === 0 ? 1 : 0, orderType: 1, num: 1 };
        const res = await call(
          url,
          'createStockOrder',
          { ...input, price: state.ask, leverage: 1, marginMode: 1, timeInForce: 'gtc' },
          { token },
        );
        if (res.status === 200) record('order', res.status, res.body.data.order.orderId);
        return;
      }
      case 3:
      case 4: {
        const list = await call(url, 'positions', { pageSize: 1 }, { token });
        const p = list.body.data?.data[0];
        if (!p) return;
        const res = await call(url, 'closePosition', n % 4 === 3 ? { id: p.id, num: 1 } : { id: p.id }, { token });
        if (res.status === 200) record('close', res.status, res.body.data.closed.id);
        return;
      }
      case 5: {
        const list = await call(url, 'entrustedOrders', { pageSize: 1 }, { token });
        const o = list.body.data?.data[0];
        if (!o) return;
        const res = await call(url, 'cancelOrder', { orderId: o.orderId }, { token, key: `c${n}` });
        record('cancel', res.status, o.orderId);
        return;
      }
      default: {
        const list = await call(url, 'positions', { pageSize: 5 }, { token });
        const p = list.body.data?.data.find((x) => x.isolatedPosition === 1);
        if (!p) return;
        const res = await call(url, 'addMargin', { id: p.id, amount: '3.25' }, { token });
        record('margin', res.status, p.id);
      }
    }
  };
  let n = 0;
  const workers = Array.from({ length: 6 }, async (_, w) => {
    const token = tokens[w % tokens.length] as string;
    const state = { ask: '0' };
    try {
      for (;;) await step(token, n++, state);
    } catch {
      // The server was killed: this worker's request got no answer.
    }
  });
  return { done: Promise.all(workers), inFlight: () => inFlight };
}

describe('the server killed with SIGKILL in the middle of a stream of orders and closes', () => {
  it(
    'restarts with the ledger and the positions consistent, every acknowledged trade kept, nothing half-done',
    { timeout: 120_000 },
    async () => {
      server = await startServer(dir, ENV);
      const staff = await staffLoginOver(server.url);
      const users = [];
      for (let i = 0; i < 3; i++) {
        const u = await signUpOver(server);
        await depositOver(server.url, u.token, staff, '100000');
        const moved = await callHttp(
          server.url,
          'transfer',
          { from: 'balance', to: 'stock', amount: '100000' },
          { token: u.token },
        );
        expect(moved.status).toBe(200);
        users.push(u);
      }

      const acks: Ack[] = [];
      const { done, inFlight } = stream(
        server.url,
        users.map((u) => u.token),
        acks,
      );
      // A random moment once the stream is well under way.
      const target = 100 + Math.floor(Math.random() * 100);
      const started = Date.now();
      while (acks.length < target && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 10));
      expect(inFlight()).toBeGreaterThan(0);
      await server.kill('SIGKILL');
      await done;
      expect(acks.length).toBeGreaterThan(50);

      // The same data directory, a new process: it starts, loads the book, and trading still works.
      server = await startServer(dir, ENV);
      const token = users[0]?.token ?? '';
      const order = await callHttp(
        server.url,
        'createStockOrder',
        { stockCode: 'AAPL', market: 'US', direction: 0, orderType: 0, num: 1, leverage: 1, marginMode: 1 },
        { token },
      );
      expect(order.status).toBe(200);
      const closed = await callHttp(server.url, 'closePosition', { id: order.body.data.position?.id ?? 0 }, { token });
      expect(closed.status).toBe(200);
      await server.kill('SIGTERM');

      db = createDb({ databaseUrl: undefined, dataDir: dir });
      expect(await checkLedgerInvariants(db)).toEqual([]);
      // Every open position's margin and every resting order's reservation is exactly what the used buckets hold,
      // every position has its opening fill (and its closes), every filled order its position.
      expect(await tradingProblems(db)).toEqual([]);

      const [orders, fills, positions, journal, keys] = await Promise.all([
        db.selectFrom('trade_orders').selectAll().execute(),
        db.selectFrom('trade_fills').selectAll().execute(),
        db.selectFrom('positions').selectAll().execute(),
        db.selectFrom('journal_transactions').select(['kind', 'reference_type', 'reference_id']).execute(),
        db.selectFrom('idempotency_keys').select(['key', 'response']).execute(),
      ]);
      // Every acknowledged operation is there.
      for (const ack of acks) {
        if (ack.kind === 'order')
          expect(
            orders.some((o) => o.id === ack.id),
            `order ${ack.id}`,
          ).toBe(true);
        if (ack.kind === 'close') expect(fills.some((f) => f.id === ack.id && f.open_close === 1)).toBe(true);
        if (ack.kind === 'cancel') {
          expect(orders.find((o) => o.id === ack.id)?.status, `cancelled order ${ack.id}`).toBe(2);
        }
        if (ack.kind === 'margin') {
          expect(journal.some((t) => t.kind === 'margin_add' && t.reference_id === ack.id)).toBe(true);
        }
      }
      // Nothing is half-done: each order's and each position's money movements are exactly those of its state.
      const moves = (type: string, id: number) =>
        journal.filter((t) => t.reference_type === type && t.reference_id === id).map((t) => t.kind);
      for (const o of orders) {
        const kinds = moves('order', o.id);
        if (o.order_type === 0) expect(kinds, `market order ${o.id}`).toEqual([]);
        else if (o.status === 2) expect(kinds, `cancelled order ${o.id}`).toEqual(['order_freeze', 'order_release']);
        else if (o.status === 0) expect(kinds, `resting order ${o.id}`).toEqual(['order_freeze']);
        // a filled limit order either filled when placed (nothing frozen) or rested first
        else expect([[], ['order_freeze']], `filled limit order ${o.id}`).toContainEqual(kinds);
      }
      for (const p of positions) {
        const kinds = moves('position', p.id);
        const closes = fills.filter((f) => f.position_id === p.id && f.open_close === 1).length;
        expect(
          kinds.filter((k) => k === 'trade_open'),
          `position ${p.id}`,
        ).toEqual(['trade_open']);
        expect(kinds.filter((k) => k === 'trade_close').length, `position ${p.id} closes`).toBe(closes);
      }
      expect(keys.filter((k) => k.response === null)).toEqual([]);
      expect(new Set(fills.map((f) => f.reason)).size).toBeGreaterThan(1);
    },
  );
});
