import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createStaffHarness, newUser, staffToken } from '../../testing/staff.ts';
import { fetchUpload, pngBytes, upload } from '../../testing/uploads.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const journalFor = (id: number) =>
  h.ctx.db
    .selectFrom('journal_transactions')
    .select(['kind', 'user_id'])
    .where('reference_type', '=', 'deposit')
    .where('reference_id', '=', id)
    .execute();

describe('deposit channels', () => {
  it('offer every coin and network with the platform address, 3 confirmations and the minimum', async () => {
    const u = await newUser(h);
    const res = await h.call('depositChannels', {}, { token: u.token });
    expect(res.body.data).toEqual([
      {
        currency: 'USDT',
        network: 'TRC20',
        address: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD',
        confirmations: 3,
        minAmount: '1',
        usdPegged: true,
      },
      {
        currency: 'USDT',
        network: 'ERC20',
        address: '0xaAfAad66F365480561116c5AA1f89ae48D21A8d5',
        confirmations: 3,
        minAmount: '1',
        usdPegged: true,
      },
      {
        currency: 'USDC',
        network: 'ERC20',
        address: '0xaAfAad66F365480561116c5AA1f89ae48D21A8d5',
        confirmations: 3,
        minAmount: '1',
        usdPegged: true,
      },
      {
        currency: 'BTC',
        network: 'Bitcoin',
        address: 'bc1qufhvkv2jffyq35dudekmmcwyyprdfx4lcxl70t',
        confirmations: 3,
        minAmount: '0.0001',
        usdPegged: false,
      },
      {
        currency: 'ETH',
        network: 'ERC20',
        address: '0xaAfAad66F365480561116c5AA1f89ae48D21A8d5',
        confirmations: 3,
        minAmount: '0.001',
        usdPegged: false,
      },
    ]);
  });

  it('use the configured addresses (in canonical form) and confirmations, and bank details', async () => {
    const other = await createHarness({
      DEPOSIT_CONFIRMATIONS: '12',
      PLATFORM_ADDRESS_ERC20: '0x52908400098527886e0f7030069857d2e4169ee7',
      PLATFORM_ADDRESS_BITCOIN: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      PLATFORM_BANK_NAME: 'First Harbor Bank',
      PLATFORM_BANK_ACCOUNT_NUMBER: 'GB82WEST12345698765432',
      PLATFORM_BANK_SWIFT: 'WESTGB2L',
    });
    try {
      const u = await newUser(other);
      const channels = (await other.call('depositChannels', {}, { token: u.token })).body.data;
      expect(channels.find((c) => c.currency === 'ETH')).toMatchObject({
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
        confirmations: 12,
      });
      expect(channels.find((c) => c.currency === 'BTC')?.address).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
      const d = await other.call('depositCreate', { channel: 'bank', amount: '10' }, { token: u.token });
      expect(d.body.data.bank).toMatchObject({
        bankName: 'First Harbor Bank',
        accountName: 'Bourse Client Funds (DEMO)',
        accountNumber: 'GB82WEST12345698765432',
        swift: 'WESTGB2L',
      });
    } finally {
      await other.close();
    }
  });
});

describe('a bank deposit', () => {
  it('is kept pending with the bank details and a reference, moves no money, and credits Balance when approved', async () => {
    const u = await newUser(h);
    const res = await h.call('depositCreate', { channel: 'bank', amount: '250.5' }, { token: u.token });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      channel: 'bank',
      amount: '250.50',
      currency: 'USD',
      network: null,
      address: null,
      txHash: null,
      creditedAmount: null,
      status: 1,
      statusLabel: 'Pending Review',
      reason: '',
      reviewTimeTimestamp: null,
      createTimeTimestamp: h.ctx.now(),
    });
    expect(d.referenceCode).toMatch(/^BRS[A-Z2-7]{8}$/);
    expect(d.bank).toEqual({
      bankName: 'Bourse Demo Bank (DEMO: not a real account)',
      accountName: 'Bourse Client Funds (DEMO)',
      accountNumber: 'DEMO0000000000',
      swift: 'DEMOUS00XXX',
      referenceCode: d.referenceCode,
    });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '0.00', usedBalance: '0.00' });
    expect(await journalFor(d.id)).toEqual([]);

    h.advance(60_000);
    const approved = await h.call('staffDepositApprove', { id: d.id, note: 'Matched on statement' }, { token: staff });
    expect(approved.body.data).toMatchObject({
      id: d.id,
      status: 3,
      statusLabel: 'Completed',
      creditedAmount: '250.50',
      reviewTimeTimestamp: h.ctx.now(),
      userId: u.user.id,
      userLoginId: u.userLoginId,
      email: u.email,
    });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '250.50', usedBalance: '0.00' });
    expect(await journalFor(d.id)).toEqual([{ kind: 'deposit_approved', user_id: u.user.id }]);
    const list = await h.call('depositList', {}, { token: u.token });
    expect(list.body.data.data[0]).toMatchObject({ id: d.id, status: 3, creditedAmount: '250.50' });
  });

  it('rejected keeps Balance as it was and shows the reason in the history', async () => {
    const u = await newUser(h);
    const d = (await h.call('depositCreate', { channel: 'bank', amount: '40' }, { token: u.token })).body.data;
    const reason = 'No transfer with this reference arrived';
    const rejected = await h.call('staffDepositReject', { id: d.id, reason: `  ${reason} ` }, { token: staff });
    expect(rejected.body.data).toMatchObject({ status: 2, statusLabel: 'Audit Failure', reason, creditedAmount: null });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '0.00', usedBalance: '0.00' });
    expect(await journalFor(d.id)).toEqual([]);
    const list = await h.call('depositList', { status: 2 }, { token: u.token });
    expect(list.body.data.data).toEqual([expect.objectContaining({ id: d.id, reason, statusLabel: 'Audit Failure' })]);
  });
});

describe('a crypto deposit', () => {
  it('of a USD stablecoin is credited one to one, rounded half-up to the cent', async () => {
    const u = await newUser(h);
    const d = await h.call(
      'depositCreate',
      { channel: 'crypto', currency: 'USDT', network: 'TRC20', amount: '10.125', txHash: '12'.repeat(32) },
      { token: u.token },
    );
    expect(d.body.data).toMatchObject({
      amount: '10.125',
      currency: 'USDT',
      network: 'TRC20',
      address: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD',
      txHash: '12'.repeat(32),
      bank: null,
    });
    const refused = await h.call('staffDepositApprove', { id: d.body.data.id, creditedAmount: '9' }, { token: staff });
    expect(refused.body).toEqual({
      code: 400,
      msg: 'creditedAmount: is only for coins not pegged to USD; USDT is credited as declared',
      data: null,
    });
    const ok = await h.call('staffDepositApprove', { id: d.body.data.id }, { token: staff });
    expect(ok.body.data.creditedAmount).toBe('10.13');
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '10.13', usedBalance: '0.00' });
  });

  it('of BTC or ETH is credited the USD value staff confirm, rounded to the cent, and needs it', async () => {
    const u = await newUser(h);
    const d = (
      await h.call(
        'depositCreate',
        { channel: 'crypto', currency: 'BTC', network: 'Bitcoin', amount: '0.015' },
        { token: u.token },
      )
    ).body.data;
    for (const [input, msg] of [
      [{}, 'creditedAmount: is required for a BTC deposit: its value in USD'],
      [{ creditedAmount: '0.004' }, 'creditedAmount: must be at least 0.01'],
      [{ creditedAmount: '-3' }, 'creditedAmount: must be a positive decimal number such as "100.50"'],
    ] as const) {
      const res = await h.call('staffDepositApprove', { id: d.id, ...input }, { token: staff });
      expect(res.body).toEqual({ code: 400, msg, data: null });
    }
    const ok = await h.call('staffDepositApprove', { id: d.id, creditedAmount: '1432.105' }, { token: staff });
    expect(ok.body.data).toMatchObject({ amount: '0.015', currency: 'BTC', creditedAmount: '1432.11', status: 3 });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '1432.11', usedBalance: '0.00' });
  });
});

describe('the credential', () => {
  it('attaches to and replaces on the caller’s pending deposit, and is shown through a signed url', async () => {
    const u = await newUser(h);
    const first = (await upload(h, u.token, pngBytes())).body.data?.url ?? '';
    const d = (
      await h.call('depositCreate', { channel: 'bank', amount: '75', credentialUrl: first }, { token: u.token })
    ).body.data;
    expect(d.credentialUrl).toMatch(/^\/upload\/[0-9a-f]{32}\?sig=/);
    const second = (await upload(h, u.token, pngBytes())).body.data?.url ?? '';
    const res = await h.call('depositCredential', { id: d.id, credentialUrl: second }, { token: u.token });
    expect(res.status).toBe(200);
    const id = (url: string) => /\/upload\/([0-9a-f]{32})/.exec(url)?.[1];
    expect(id(res.body.data.credentialUrl ?? '')).toBe(id(second));
    expect(id(second)).not.toBe(id(first));
    // The signed url works without a login, as an <img> needs.
    expect((await fetchUpload(h, res.body.data.credentialUrl ?? '')).statusCode).toBe(200);
    // Staff see it on the review list.
    const queue = await h.call('staffDepositList', { status: 1, pageSize: 100 }, { token: staff });
    const seen = queue.body.data.data.find((x) => x.id === d.id);
    expect(id(seen?.credentialUrl ?? '')).toBe(id(second));
  });

  it("cannot go on another user's deposit (404), on a reviewed one (409), or be someone else's upload (400)", async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    const d = (await h.call('depositCreate', { channel: 'bank', amount: '75' }, { token: owner.token })).body.data;
    const mine = (await upload(h, owner.token, pngBytes())).body.data?.url ?? '';
    const theirs = (await upload(h, other.token, pngBytes())).body.data?.url ?? '';

    const foreign = await h.call('depositCredential', { id: d.id, credentialUrl: theirs }, { token: other.token });
    expect(foreign.body).toEqual({ code: 404, msg: 'Deposit not found', data: null });
    const stolen = await h.call('depositCredential', { id: d.id, credentialUrl: theirs }, { token: owner.token });
    expect(stolen.body).toEqual({ code: 400, msg: 'credentialUrl: must be an image you uploaded', data: null });
    const missing = await h.call('depositCredential', { id: 987_654, credentialUrl: mine }, { token: owner.token });
    expect(missing.body).toEqual({ code: 404, msg: 'Deposit not found', data: null });

    await h.call('staffDepositReject', { id: d.id, reason: 'Wrong amount' }, { token: staff });
    const late = await h.call('depositCredential', { id: d.id, credentialUrl: mine }, { token: owner.token });
    expect(late.body).toEqual({
      code: 409,
      msg: 'This deposit was already reviewed; only a pending deposit takes a credential',
      data: null,
    });
  });
});

describe('the deposit history', () => {
  it('is the caller’s own, newest first, paged, filtered by status', async () => {
    const u = await newUser(h);
    const other = await newUser(h);
    await h.call('depositCreate', { channel: 'bank', amount: '99' }, { token: other.token });
    const ids: number[] = [];
    for (const amount of ['1', '2', '3', '4']) {
      h.advance(1_000);
      ids.push((await h.call('depositCreate', { channel: 'bank', amount }, { token: u.token })).body.data.id);
    }
    await h.call('staffDepositApprove', { id: ids[1] ?? 0 }, { token: staff });
    const page1 = (await h.call('depositList', { pageSize: 3 }, { token: u.token })).body.data;
    expect(page1).toMatchObject({ pageNo: 1, totalPage: 2, total: 4 });
    expect(page1.data.map((x) => x.amount)).toEqual(['4.00', '3.00', '2.00']);
    const page2 = (await h.call('depositList', { pageSize: 3, pageNo: 2 }, { token: u.token })).body.data;
    expect(page2.data.map((x) => x.amount)).toEqual(['1.00']);
    const done = (await h.call('depositList', { status: 3 }, { token: u.token })).body.data;
    expect(done.data.map((x) => x.id)).toEqual([ids[1]]);
    const bad = await h.call('depositList', { status: 4 }, { token: u.token });
    expect(bad.status).toBe(400);
  });
});

describe('Idempotency-Key on a deposit', () => {
  it('answers a retry with the first deposit and keeps one record; another body under the key is 409', async () => {
    const u = await newUser(h);
    const opts = { token: u.token, headers: { 'idempotency-key': 'dep-1' } };
    const input = { channel: 'bank', amount: '30' } as const;
    const all = await Promise.all([1, 2, 3].map(() => h.call('depositCreate', input, opts)));
    h.advance(5_000);
    const later = await h.call('depositCreate', input, opts);
    expect(new Set([...all, later].map((r) => JSON.stringify(r.body))).size).toBe(1);
    const rows = await h.ctx.db.selectFrom('deposits').select('id').where('user_id', '=', u.user.id).execute();
    expect(rows).toHaveLength(1);
    const clash = await h.call('depositCreate', { ...input, amount: '31' }, opts);
    expect(clash.body).toEqual({
      code: 409,
      msg: 'Idempotency-Key: was already used for a different request',
      data: null,
    });
  });
});
