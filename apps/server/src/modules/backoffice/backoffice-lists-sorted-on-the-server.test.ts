import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { borrower, ok } from '../../testing/loans.ts';
import { createStaffHarness, newStaffMember, newUser, staffToken } from '../../testing/staff.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
});
afterAll(async () => {
  await h.close();
});

const ids = (page: { data: { id: number }[] }) => page.data.map((r) => r.id);

describe('the review queues sort on the server', () => {
  it('sorts deposits by amount as a number and by submission time, either way; an unknown field is 400', async () => {
    const u = await newUser(h);
    const deposit = async (amount: string) => {
      const d = (await h.call('depositCreate', { channel: 'bank', amount }, { token: u.token })).body.data;
      h.advance(60_000);
      return d.id;
    };
    // Submitted in this order: 50, then 9, then 100 (as text "9" sorts after "100").
    const [fifty, nine, hundred] = [await deposit('50'), await deposit('9'), await deposit('100')];
    const list = async (input: Record<string, unknown>) =>
      (await h.call('staffDepositList', { status: 1, pageSize: 100, ...input }, { token: staff })).body.data;

    expect(ids(await list({ sort: 'amount', order: 'desc' }))).toEqual([hundred, fifty, nine]);
    expect(ids(await list({ sort: 'amount', order: 'asc' }))).toEqual([nine, fifty, hundred]);
    expect(ids(await list({ sort: 'createdAt', order: 'asc' }))).toEqual([fifty, nine, hundred]);
    expect(ids(await list({ sort: 'createdAt', order: 'desc' }))).toEqual([hundred, nine, fifty]);
    // Without a sort the pending queue stays first come, first reviewed; paging follows the sort.
    expect(ids(await list({}))).toEqual([fifty, nine, hundred]);
    const second = await list({ sort: 'amount', order: 'desc', pageNo: 2, pageSize: 1 });
    expect([ids(second), second.total]).toEqual([[fifty], 3]);

    const bad = await h.call('staffDepositList', { sort: 'userId' }, { token: staff });
    expect(bad.body).toEqual({ code: 400, msg: 'sort: must be one of id, amount, createdAt', data: null });
    const badOrder = await h.call('staffWithdrawalList', { sort: 'amount', order: 'up' }, { token: staff });
    expect(badOrder.body).toEqual({ code: 400, msg: 'order: must be one of asc, desc', data: null });
    const noAmount = await h.call('staffKycList', { sort: 'amount' }, { token: staff });
    expect(noAmount.body).toEqual({ code: 400, msg: 'sort: must be one of id, createdAt', data: null });
  });
});

describe('the loan queue sorts on the server', () => {
  it('sorts pending loans by amount as a number and by application time', async () => {
    const apply = async (amount: string) => {
      const u = await borrower(h);
      const loan = ok(await h.call('loanApply', { amount, termDays: 7, purpose: 'x' }, { token: u.token }));
      h.advance(60_000);
      return loan.id;
    };
    const [three, thousand, oneFifty] = [await apply('300'), await apply('1000'), await apply('150')];
    const list = async (input: Record<string, unknown>) =>
      ids((await h.call('staffLoanList', { status: 'pending', pageSize: 100, ...input }, { token: staff })).body.data);

    expect(await list({ sort: 'amount', order: 'desc' })).toEqual([thousand, three, oneFifty]);
    expect(await list({ sort: 'createdAt', order: 'desc' })).toEqual([oneFifty, thousand, three]);
    expect(await list({})).toEqual([three, thousand, oneFifty]);
  });
});

describe('the staff article list sorts on the server', () => {
  it('sorts articles by title and by creation time; an unknown field is 400', async () => {
    const write = async (title: string) => {
      const a = (await h.call('staffArticleCreate', { title, body: 'Text' }, { token: staff })).body.data;
      h.advance(60_000);
      return a.id;
    };
    const [beta, alpha, gamma] = [await write('Sorted beta'), await write('Sorted alpha'), await write('Sorted gamma')];
    const mine = [alpha, beta, gamma];
    const list = async (input: Record<string, unknown>) =>
      ids((await h.call('staffArticleList', { pageSize: 100, ...input }, { token: staff })).body.data).filter((id) =>
        mine.includes(id),
      );

    expect(await list({ sort: 'title', order: 'asc' })).toEqual([alpha, beta, gamma]);
    expect(await list({ sort: 'title', order: 'desc' })).toEqual([gamma, beta, alpha]);
    expect(await list({ sort: 'createTime', order: 'asc' })).toEqual([beta, alpha, gamma]);
    expect(await list({})).toEqual([gamma, alpha, beta]);
    // Published ones by publish time, the drafts (no publish time) last either way on both databases.
    await h.call('staffArticlePublish', { id: alpha }, { token: staff });
    h.advance(60_000);
    await h.call('staffArticlePublish', { id: gamma }, { token: staff });
    expect(await list({ sort: 'deployTime', order: 'asc' })).toEqual([alpha, gamma, beta]);
    expect(await list({ sort: 'deployTime', order: 'desc' })).toEqual([gamma, alpha, beta]);

    const bad = await h.call('staffArticleList', { sort: 'body' }, { token: staff });
    expect(bad.body).toEqual({
      code: 400,
      msg: 'sort: must be one of id, title, deployTime, createTime, updateTime',
      data: null,
    });
  });
});

describe('the staff list pages, searches, filters and sorts on the server', () => {
  it('finds staff by email or user ID, filters by role, sorts and pages; an unknown field is 400', async () => {
    const first = await newStaffMember(h, 'finance');
    h.advance(60_000);
    const second = await newStaffMember(h, 'finance');
    const support = await newStaffMember(h, 'support');
    const list = async (input: Record<string, unknown>) =>
      (await h.call('staffList', { pageSize: 100, ...input }, { token: staff })).body.data;

    expect(ids(await list({ role: 'finance', sort: 'id', order: 'asc' }))).toEqual([first.id, second.id]);
    expect(ids(await list({ role: 'finance', sort: 'createdAt', order: 'desc' }))).toEqual([second.id, first.id]);
    expect(ids(await list({ q: support.login.username.toUpperCase() }))).toEqual([support.id]);
    const byRole = await list({ sort: 'role', order: 'asc' });
    expect(byRole.data.map((m) => m.role)).toEqual([...byRole.data.map((m) => m.role)].sort());
    const page = await list({ sort: 'id', order: 'desc', pageNo: 2, pageSize: 1 });
    expect([ids(page), page.total, page.totalPage]).toEqual([[second.id], 4, 4]);

    const bad = await h.call('staffList', { sort: 'password' }, { token: staff });
    expect(bad.body).toEqual({
      code: 400,
      msg: 'sort: must be one of id, email, userLoginId, role, createdAt',
      data: null,
    });
  });
});
