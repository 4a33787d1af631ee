import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopyTradingHarness, follower, institutionIds } from '../../testing/copy-trading.ts';
import { ok } from '../../testing/loans.ts';
import { expectLedgerSound, fund, wallet } from '../../testing/money.ts';
import { newUser } from '../../testing/staff.ts';
import type { TradingHarness } from '../../testing/trading.ts';

let h: TradingHarness;
let institutionId: number;
beforeAll(async () => {
  h = await createCopyTradingHarness();
  const u = await newUser(h);
  institutionId = (await institutionIds(h, u.token)).get('Kestrel Cable Swing') ?? 0;
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

describe('placing a follow order', () => {
  it('takes 100 to 1,000,000 USD, bounds included, to the cent', async () => {
    const u = await follower(h, '1000100');
    for (const [amount, msg] of [
      ['99.99', 'amount: must be at least 100'],
      ['1000000.01', 'amount: must be at most 1000000'],
      ['100.001', 'amount: must have at most 2 decimals'],
      ['0', 'amount: must be greater than 0'],
      ['abc', 'amount: must be a decimal number'],
    ]) {
      const res = await h.call('followCreate', { institutionId, amount }, { token: u.token });
      expect([res.status, res.body.msg], amount).toEqual([400, msg]);
    }
    expect((await h.call('followCreate', { amount: '100' }, { token: u.token })).body.msg).toBe(
      'institutionId: is required',
    );
    expect(await wallet(h, u.token, 'follow')).toMatchObject({ balance: '1000100.00', usedBalance: '0.00' });
    ok(await h.call('followCreate', { institutionId, amount: '100' }, { token: u.token }));
    ok(await h.call('followCreate', { institutionId, amount: '1000000' }, { token: u.token }));
    expect(await wallet(h, u.token, 'follow')).toMatchObject({ balance: '0.00', usedBalance: '1000100.00' });
  });

  it('is paid from the Follow account only: without the funds there it is refused and nothing moves', async () => {
    const u = await follower(h, '150');
    await fund(h, u.user.id, '5000');
    const res = await h.call('followCreate', { institutionId, amount: '200' }, { token: u.token });
    expect([res.status, res.body.msg]).toEqual([422, 'Insufficient balance in Follow: 150.00 available']);
    expect(ok(await h.call('followList', {}, { token: u.token })).data).toEqual([]);
  });

  it('needs a verified identity: 403 that asks for KYC', async () => {
    const u = await newUser(h);
    await fund(h, u.user.id, '500');
    ok(await h.call('transfer', { from: 'balance', to: 'follow', amount: '500' }, { token: u.token }));
    const res = await h.call('followCreate', { institutionId, amount: '100' }, { token: u.token });
    expect(res.status).toBe(403);
    expect(res.body.data).toMatchObject({ kycRequired: true });
    expect(await wallet(h, u.token, 'follow')).toMatchObject({ balance: '500.00' });
  });

  it('refuses an institution that does not exist (404)', async () => {
    const u = await follower(h, '500');
    const res = await h.call('followCreate', { institutionId: 9999, amount: '100' }, { token: u.token });
    expect([res.status, res.body.msg]).toEqual([404, 'Institution not found']);
  });
});

describe('looking at and cancelling follow orders with bad input', () => {
  let owner: { token: string };
  let orderId: number;
  beforeAll(async () => {
    owner = await follower(h, '500');
    orderId = ok(await h.call('followCreate', { institutionId, amount: '300' }, { token: owner.token })).id;
  });
  const refused = async (name: 'followCancel' | 'followDetail' | 'followList', input: object, msg: string) => {
    const res = await h.call(name, input, { token: owner.token });
    expect([res.status, res.body], `${name} ${JSON.stringify(input)}`).toEqual([400, { code: 400, msg, data: null }]);
  };
  const idCases: [object, string][] = [
    [{}, 'id: is required'],
    [{ id: 0 }, 'id: must be greater than 0'],
    [{ id: 2.5 }, 'id: must be a whole number'],
    [{ id: '1' }, 'id: must be a whole number'],
  ];

  it('cancel: 400 naming the field, and the order still waits with its money frozen', async () => {
    for (const [input, msg] of [...idCases, [{ id: orderId, now: true }, 'now: is not a known field'] as const]) {
      await refused('followCancel', input, msg);
    }
    expect(ok(await h.call('followDetail', { id: orderId }, { token: owner.token })).status).toBe('wait_confirm');
    expect(await wallet(h, owner.token, 'follow')).toMatchObject({ balance: '200.00', usedBalance: '300.00' });
  });

  it('detail: 400 naming the field', async () => {
    for (const [input, msg] of [
      ...idCases,
      [{ id: orderId, institutionId }, 'institutionId: is not a known field'] as const,
    ]) {
      await refused('followDetail', input, msg);
    }
  });

  it('list: 400 naming the field for an unknown status or a page out of range', async () => {
    for (const [input, msg] of [
      [{ status: 'done' }, 'status: must be one of wait_confirm, to_be_settled, settled, cancelled'],
      [{ pageNo: 0 }, 'pageNo: must be a whole number from 1'],
      [{ pageNo: 'first' }, 'pageNo: must be a whole number from 1'],
      [{ pageSize: 101 }, 'pageSize: must be a whole number from 1 to 100'],
      [{ institutionId }, 'institutionId: is not a known field'],
    ] as const) {
      await refused('followList', input, msg);
    }
    expect(ok(await h.call('followList', { status: 'wait_confirm' }, { token: owner.token })).data).toHaveLength(1);
  });
});

describe('who may see and touch a follow order', () => {
  it('another user’s order is 404, the same answer as a missing one, and nothing moves', async () => {
    const owner = await follower(h, '500');
    const other = await follower(h, '500');
    const order = ok(await h.call('followCreate', { institutionId, amount: '300' }, { token: owner.token }));
    for (const call of [
      h.call('followDetail', { id: order.id }, { token: other.token }),
      h.call('followCancel', { id: order.id }, { token: other.token }),
      h.call('followDetail', { id: 987_654 }, { token: other.token }),
    ]) {
      const res = await call;
      expect([res.status, res.body.msg]).toEqual([404, 'Follow order not found']);
    }
    expect(ok(await h.call('followList', {}, { token: other.token })).data).toEqual([]);
    expect(ok(await h.call('followDetail', { id: order.id }, { token: owner.token })).status).toBe('wait_confirm');
    expect(await wallet(h, owner.token, 'follow')).toMatchObject({ balance: '200.00', usedBalance: '300.00' });
  });

  it('every copy-trading call needs a login (401)', async () => {
    for (const [name, input] of [
      ['institutionList', {}],
      ['institutionDetail', { id: institutionId }],
      ['followCreate', { institutionId, amount: '100' }],
      ['followCancel', { id: 1 }],
      ['followList', {}],
      ['followDetail', { id: 1 }],
      ['followTestRun', { institutionId }],
    ] as const) {
      expect((await h.call(name, input)).status, name).toBe(401);
    }
  });
});
