import { REFERRAL_PUSH_TYPE, type ReferralEvent } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, newIdentity, signUp } from '../../testing/harness.ts';
import { verifyIdentity } from '../../testing/kyc.ts';

let h: Harness;
const events: { userId: number; event: ReferralEvent }[] = [];
beforeAll(async () => {
  h = await createHarness();
  const publish = h.ctx.push.publishPrivate.bind(h.ctx.push);
  h.ctx.push.publishPrivate = (userId, type, data) => {
    if (type === REFERRAL_PUSH_TYPE) events.push({ userId, event: data as ReferralEvent });
    publish(userId, type, data);
  };
});
afterAll(() => h.close());

/** Registers a new account, with `inviteCode` when given; answers the raw response. */
async function register(inviteCode?: string) {
  const who = newIdentity();
  h.advance(61_000);
  await h.call('getEmailCode', { email: who.email, type: 'register' });
  const code = h.lastCode(who.email) ?? '';
  return h.call('register', inviteCode === undefined ? { ...who, code } : { ...who, code, inviteCode });
}

describe('POST /userCenter/getShareInfo', () => {
  it("shows the caller's invite code and that nobody has joined yet", async () => {
    const referrer = await signUp(h);
    const res = await h.call('shareInfo', {}, { token: referrer.token });
    expect(res.body).toEqual({
      code: 200,
      msg: 'Success',
      data: { inviteCode: referrer.user.inviteCode, joined: 0, verified: 0 },
    });
  });

  it('counts the accounts registered with the code and those verified, not others, and tells the referrer live', async () => {
    const referrer = await signUp(h);
    const other = await signUp(h);
    const first = await register(referrer.user.inviteCode);
    expect(first.status).toBe(200);
    expect((await register(referrer.user.inviteCode.toLowerCase())).status).toBe(200);
    expect((await register()).status).toBe(200);
    expect((await register(other.user.inviteCode)).status).toBe(200);

    const mine = await h.call('shareInfo', {}, { token: referrer.token });
    expect(mine.body.data).toEqual({ inviteCode: referrer.user.inviteCode, joined: 2, verified: 0 });
    await verifyIdentity(h, first.body.data.token);
    const after = await h.call('shareInfo', {}, { token: referrer.token });
    expect(after.body.data).toEqual({ inviteCode: referrer.user.inviteCode, joined: 2, verified: 1 });
    const theirs = await h.call('shareInfo', {}, { token: other.token });
    expect(theirs.body.data.joined).toBe(1);
    expect(events.filter((e) => e.userId === referrer.user.id).map((e) => e.event)).toEqual([
      { kind: 'joined', joined: 1, message: 'A new account signed up with your invite code (1 in all)' },
      { kind: 'joined', joined: 2, message: 'A new account signed up with your invite code (2 in all)' },
    ]);
  });

  it('refuses a wrong invite code with 400 naming the field, and creates no account', async () => {
    const referrer = await signUp(h);
    const res = await register('ZZZZ9999');
    expect(res.body).toEqual({ code: 400, msg: 'inviteCode: does not exist', data: null });
    expect((await h.call('shareInfo', {}, { token: referrer.token })).body.data.joined).toBe(0);
  });

  it('needs a login', async () => {
    const res = await h.call('shareInfo', {});
    expect(res.status).toBe(401);
  });

  it('refuses fields it does not take', async () => {
    const referrer = await signUp(h);
    const res = await h.call('shareInfo', { userId: 1 } as never, { token: referrer.token });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('userId: is not a known field');
  });
});
