import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPostgres } from '../../db/database.ts';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { signUpFunded } from '../../testing/money.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('health after the disk failed a sync (SQLite)', () => {
  it('fails the call whose commit was not confirmed, every money call after, and the health check', async (t) => {
    if (isPostgres(h.ctx.db)) t.skip(); // PostgreSQL syncs on its own server
    const u = await signUpFunded(h, '100');
    expect((await h.call('healthz')).status).toBe(200);
    const spy = vi
      .spyOn(fs, 'fsync')
      .mockImplementationOnce(((_fd: number, done: (err: Error | null) => void) =>
        done(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }))) as typeof fs.fsync);
    try {
      const transfer = () => h.call('transfer', { from: 'balance', to: 'stock', amount: '1' }, { token: u.token });
      expect((await transfer()).status).toBe(500);
      expect((await transfer()).status).toBe(500);
      // An orchestrator watching the health check restarts the server.
      expect((await h.call('healthz')).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
  });
});
