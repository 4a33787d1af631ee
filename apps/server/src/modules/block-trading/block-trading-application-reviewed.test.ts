import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForBlock, createBlockHarness } from '../../testing/block-trading.ts';
import { privateSocket } from '../../testing/private-socket.ts';
import { newStaffMember, newUser, staffToken } from '../../testing/staff.ts';
import type { TradingHarness } from '../../testing/trading.ts';
import { verifyIdentity } from '../../testing/kyc.ts';
import { auditTrail } from '../audit/service.ts';

let h: TradingHarness;
let staff: string;
let url: string;
beforeAll(async () => {
  h = await createBlockHarness();
  staff = await staffToken(h);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(h.app.server.address() as { port: number }).port}/push`;
});
afterAll(() => h.close());

interface BlockEvent {
  applicationId: number;
  state: string;
  reason: string;
  message: string;
}
const socket = (token: string) => privateSocket<BlockEvent>(url, token, 'blockTrading');

const status = async (token: string) => (await h.call('blockTradingStatus', {}, { token })).body.data;

describe('applying for block trading, reviewed by staff', () => {
  it('goes not yet open → under review → rejected with the reason → under review again → open, told live', async () => {
    const u = await newUser(h);
    await verifyIdentity(h, u.token);
    const other = await newUser(h);
    const mine = await socket(u.token);
    const theirs = await socket(other.token);

    expect(await status(u.token)).toEqual({
      state: 'notOpen',
      stateLabel: 'Not yet open',
      applicationId: null,
      reason: '',
      appliedTimestamp: null,
      reviewTimeTimestamp: null,
    });

    const applied = await h.call('blockTradingApply', {}, { token: u.token });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ state: 'underReview', stateLabel: 'Under review', reason: '' });
    const first = applied.body.data.applicationId as number;

    // A second application while one is under review is refused, and nothing is stored.
    const again = await h.call('blockTradingApply', {}, { token: u.token });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Your block-trading application is under review');

    // Staff see it in the pending queue, with whose it is.
    const queue = await h.call('staffBlockTradingList', { status: 1 }, { token: staff });
    expect(queue.body.data.data.filter((a) => a.userId === u.user.id)).toEqual([
      expect.objectContaining({ id: first, status: 1, statusLabel: 'Pending Review', userLoginId: u.userLoginId }),
    ]);

    const rejected = await h.call(
      'staffBlockTradingReject',
      { id: first, reason: 'Identity not verified' },
      {
        token: staff,
      },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ id: first, status: 2, statusLabel: 'Audit Failure' });
    expect(await status(u.token)).toMatchObject({
      state: 'rejected',
      stateLabel: 'Audit Failure',
      reason: 'Identity not verified',
    });
    expect(await mine.waitFor(1)).toEqual([
      {
        applicationId: first,
        state: 'rejected',
        reason: 'Identity not verified',
        message: 'Your block-trading application was rejected: Identity not verified',
      },
    ]);

    // Rejected, the user may apply again.
    const second = await applyForBlock(h, u.token);
    expect(second).not.toBe(first);
    expect(await status(u.token)).toMatchObject({ state: 'underReview', reason: '' });

    const approved = await h.call('staffBlockTradingApprove', { id: second, note: 'KYC checked' }, { token: staff });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id: second, status: 3, statusLabel: 'Completed' });
    expect(await status(u.token)).toMatchObject({ state: 'open', stateLabel: 'Open', applicationId: second });
    expect((await mine.waitFor(2))[1]).toMatchObject({
      state: 'open',
      message: 'Block trading is open: your application was approved',
    });

    // Open, there is nothing to apply for.
    const openAgain = await h.call('blockTradingApply', {}, { token: u.token });
    expect(openAgain.status).toBe(409);
    expect(openAgain.body.msg).toBe('Block trading is already open for you');

    // Both results wait in the inbox, newest first.
    const inbox = (await h.call('messagePageList', {}, { token: u.token })).body.data.data.filter(
      (m) => m.kind === 'block_trading',
    );
    expect(inbox.map((m) => [m.kind, m.title])).toEqual([
      ['block_trading', 'Block trading is open'],
      ['block_trading', 'Block trading application rejected'],
    ]);
    expect(inbox[1]?.body).toBe('Reason: Identity not verified. You may apply again from the Block Trading list.');

    // Both decisions are in the audit log with who, what and why.
    const reviewer = (await h.call('userInfo', {}, { token: staff })).body.data;
    expect(await auditTrail(h.ctx.db, 'blockTrading', first)).toEqual([
      expect.objectContaining({
        actorId: reviewer.id,
        action: 'blockTrading.reject',
        reason: 'Identity not verified',
        beforeStatus: 1,
        afterStatus: 2,
      }),
    ]);
    expect(await auditTrail(h.ctx.db, 'blockTrading', second)).toEqual([
      expect.objectContaining({
        action: 'blockTrading.approve',
        reason: 'KYC checked',
        beforeStatus: 1,
        afterStatus: 3,
      }),
    ]);

    // The other user heard nothing and is still not open.
    expect(theirs.events()).toEqual([]);
    expect(await status(other.token)).toMatchObject({ state: 'notOpen' });
    mine.ws.close();
    theirs.ws.close();
  });

  it('refuses a second decision (409), a missing application (404) and a decision on staff’s own (403)', async () => {
    const u = await newUser(h);
    const id = await applyForBlock(h, u.token);
    expect((await h.call('staffBlockTradingApprove', { id }, { token: staff })).status).toBe(200);
    const twice = await h.call('staffBlockTradingReject', { id, reason: 'late' }, { token: staff });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('This application was already reviewed (Completed)');
    expect(await status(u.token)).toMatchObject({ state: 'open' });

    const missing = await h.call('staffBlockTradingApprove', { id: 999_999 }, { token: staff });
    expect(missing.status).toBe(404);

    // Staff apply like anyone, their identity verified by another desk.
    const secondDesk = (await newStaffMember(h, 'compliance')).token;
    await verifyIdentity(h, staff, secondDesk);
    const own = await applyForBlock(h, staff);
    const self = await h.call('staffBlockTradingApprove', { id: own }, { token: staff });
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe('You may not review your own application');
    expect(await status(staff)).toMatchObject({ state: 'underReview' });
  });

  it('keeps staff calls to staff (403), asks for a login (401), and names the field of bad input (400)', async () => {
    const u = await newUser(h);
    const id = await applyForBlock(h, u.token);
    for (const call of ['staffBlockTradingList', 'staffBlockTradingApprove', 'staffBlockTradingReject'] as const) {
      const res = await h.call(call, { id, reason: 'x' }, { token: u.token });
      expect(res.status, call).toBe(403);
    }
    for (const call of ['blockTradingStatus', 'blockTradingApply', 'blockOrderList'] as const) {
      expect((await h.call(call, {})).status, call).toBe(401);
    }

    const cases: [Parameters<typeof h.call>[1], string][] = [
      [{ id }, 'reason: is required'],
      [{ id, reason: '   ' }, 'reason: is required'],
      [{ id, reason: 'x'.repeat(301) }, 'reason: must be at most 300 characters'],
      [{ reason: 'no id' }, 'id: is required'],
      [{ id: 0, reason: 'x' }, 'id: must be greater than 0'],
      [{ id, reason: 'x', extra: 1 }, 'extra: is not a known field'],
    ];
    for (const [input, msg] of cases) {
      const res = await h.call('staffBlockTradingReject', input, { token: staff });
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    const bad = await h.call('blockTradingApply', { force: true }, { token: u.token });
    expect([bad.status, bad.body.msg]).toEqual([400, 'force: is not a known field']);
    // Nothing of the refused calls was stored: the application is still pending, as applied.
    expect(await status(u.token)).toMatchObject({ state: 'underReview', applicationId: id });
  });
});
