import { afterEach, describe, expect, it } from 'vitest';
import { deploymentPrefix, localBus, redisBus } from './bus.ts';
import { type Leadership, pgLeadership, soleLeadership } from './leader.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const waitFor = async (cond: () => boolean, ms = 8000) => {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('leadership', () => {
  const started: Leadership[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((l) => l.stop()));
  });

  it('is always held by the only node in embedded mode', () => {
    const l = soleLeadership();
    let seen: boolean | undefined;
    l.onChange((v) => (seen = v));
    expect(l.isLeader()).toBe(true);
    expect(seen).toBe(true);
  });

  it.skipIf(!pgUrl)('is held by exactly one node, and passes on when that node stops', async () => {
    const a = pgLeadership(pgUrl ?? '', { retryMs: 100 });
    started.push(a);
    await waitFor(() => a.isLeader());
    const b = pgLeadership(pgUrl ?? '', { retryMs: 100 });
    started.push(b);
    await new Promise((r) => setTimeout(r, 400));
    expect(b.isLeader()).toBe(false);
    await a.stop();
    await waitFor(() => b.isLeader());
    expect(a.isLeader()).toBe(false);
  });
});

describe('bus', () => {
  it('delivers in-process to the topic’s subscribers only', () => {
    const bus = localBus();
    const got: unknown[] = [];
    bus.subscribe('ticks', (m) => got.push(m));
    bus.publish('ticks', { a: 1 });
    bus.publish('other', { b: 2 });
    expect(got).toEqual([{ a: 1 }]);
  });

  it.skipIf(!redisUrl)(
    'carries messages between nodes through Redis, from the moment the subscription is confirmed',
    async () => {
      const a = redisBus(redisUrl ?? '');
      const b = redisBus(redisUrl ?? '');
      // several rounds: a publish straight after `subscribed()` settles is never lost (a node starts answering then)
      for (let round = 0; round < 5; round++) {
        const topic = `test-${Date.now()}-${round}`;
        const got: unknown[] = [];
        b.subscribe(topic, (m) => got.push(m));
        await b.subscribed();
        a.publish(topic, { price: '1.25' });
        await waitFor(() => got.length > 0);
        expect(got).toEqual([{ price: '1.25' }]);
      }
      await Promise.all([a.close(), b.close()]);
    },
  );

  it('names a deployment’s channels after its database, so deployments sharing a Redis never hear each other', () => {
    expect(deploymentPrefix(undefined)).toBe('bourse:');
    expect(deploymentPrefix('postgres://postgres@127.0.0.1:5432/bourse')).toBe('bourse:127.0.0.1:5432/bourse:');
    expect(deploymentPrefix('postgres://db.internal/staging')).toBe('bourse:db.internal:5432/staging:');
  });

  it('closes at once when Redis was never reached (a node that started without it can still stop)', async () => {
    const bus = redisBus('redis://127.0.0.1:9', () => undefined);
    bus.subscribe('ticks', () => undefined);
    const closed = await Promise.race([
      bus.close().then(() => 'closed'),
      new Promise((r) => setTimeout(() => r('still waiting'), 3000)),
    ]);
    expect(closed).toBe('closed');
  });

  it.skipIf(!redisUrl)(
    'delivers only within the deployment: another prefix on the same Redis hears nothing',
    async () => {
      const topic = `test-${Date.now()}`;
      const a = redisBus(redisUrl ?? '', undefined, 'bourse:one:');
      const same = redisBus(redisUrl ?? '', undefined, 'bourse:one:');
      const other = redisBus(redisUrl ?? '', undefined, 'bourse:two:');
      const heard: unknown[] = [];
      const overheard: unknown[] = [];
      same.subscribe(topic, (m) => heard.push(m));
      other.subscribe(topic, (m) => overheard.push(m));
      await Promise.all([same.subscribed(), other.subscribed()]);
      a.publish(topic, { price: '1.27' });
      await waitFor(() => heard.length > 0);
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual([{ price: '1.27' }]);
      expect(overheard).toEqual([]);
      await Promise.all([a.close(), same.close(), other.close()]);
    },
  );

  it.skipIf(!redisUrl)('reports a handler that throws, and goes on delivering (the process lives)', async () => {
    const a = redisBus(redisUrl ?? '');
    const errors: Error[] = [];
    const b = redisBus(redisUrl ?? '', (err) => errors.push(err));
    const topic = `test-${Date.now()}`;
    const got: unknown[] = [];
    b.subscribe(topic, (m) => {
      if ((m as { bad?: boolean }).bad) throw new Error('cannot handle this message');
    });
    b.subscribe(topic, (m) => got.push(m));
    await b.subscribed();
    a.publish(topic, { bad: true });
    a.publish(topic, { price: '1.26' });
    await waitFor(() => got.length === 2);
    expect(got).toEqual([{ bad: true }, { price: '1.26' }]);
    expect(errors.map((e) => e.message)).toEqual(['cannot handle this message']);
    await Promise.all([a.close(), b.close()]);
  });
});
