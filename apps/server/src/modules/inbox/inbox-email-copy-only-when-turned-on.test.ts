import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newIdentity } from '../../testing/harness.ts';
import { startMailCatcher, waitForCode } from '../../testing/mail-catcher.ts';
import { createStaffHarness, staffToken } from '../../testing/staff.ts';
import { mailSettled } from './service.ts';

/** The server sends mail through real SMTP to a catcher that writes each message it gets to `mailDir`. */
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-inbox-mail-'));
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let h: Harness;
let staff: string;
beforeAll(async () => {
  catcher = await startMailCatcher(mailDir);
  h = await createStaffHarness({ SMTP_URL: `smtp://127.0.0.1:${catcher.port}` });
  staff = await staffToken(h);
});
afterAll(async () => {
  await h.close();
  await catcher.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

/** The mails `email` got apart from the sign-up code, as text (quoted-printable soft breaks undone). */
const copiesTo = (email: string) =>
  fs
    .readdirSync(mailDir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort()
    .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => !/code is \d{6}/.test(text));

/** A new user, signed up with the code the catcher got. */
async function newUser() {
  const who = newIdentity();
  await h.call('getEmailCode', { email: who.email, type: 'register' });
  const res = await h.call('register', { ...who, code: await waitForCode(mailDir, who.email) });
  expect(res.status, res.body.msg).toBe(200);
  return { ...who, token: res.body.data.token };
}

async function approvedDeposit(token: string, amount: string) {
  const d = await h.call('depositCreate', { channel: 'bank', amount }, { token });
  expect((await h.call('staffDepositApprove', { id: d.body.data.id }, { token: staff })).status).toBe(200);
  await mailSettled();
}

describe('an email copy of each new inbox message, a setting of the user’s', () => {
  it('is off by default: a message lands in the inbox and no mail goes', async () => {
    const u = await newUser();
    expect((await h.call('messageEmailCopy', {}, { token: u.token })).body.data).toEqual({ emailCopy: 0 });
    await approvedDeposit(u.token, '1000');
    expect((await h.call('messageUnreadCount', {}, { token: u.token })).body.data).toEqual({ unread: 1 });
    expect(copiesTo(u.email)).toEqual([]);
  });

  it('once turned on, sends each new message in its English words by SMTP; turned off again, sends nothing', async () => {
    const u = await newUser();
    const on = await h.call('messageSetEmailCopy', { emailCopy: 1 }, { token: u.token });
    expect(on.body.data).toEqual({ emailCopy: 1 });
    expect((await h.call('messageEmailCopy', {}, { token: u.token })).body.data).toEqual({ emailCopy: 1 });

    await approvedDeposit(u.token, '1000');
    const [copy, ...more] = copiesTo(u.email);
    expect(more).toEqual([]);
    expect(copy).toContain('Subject: Bourse: Deposit approved');
    expect(copy).toContain('1,000.00 USD credited to Balance.');
    expect(copy).toContain('To stop these emails, turn off "Email copy of messages" in Settings.');

    expect((await h.call('messageSetEmailCopy', { emailCopy: 0 }, { token: u.token })).body.data).toEqual({
      emailCopy: 0,
    });
    await approvedDeposit(u.token, '250');
    expect((await h.call('messageUnreadCount', {}, { token: u.token })).body.data).toEqual({ unread: 2 });
    expect(copiesTo(u.email)).toHaveLength(1);
  });

  it('is one user’s own: turning it on sends nothing to anybody else', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await h.call('messageSetEmailCopy', { emailCopy: 1 }, { token: a.token });
    await approvedDeposit(b.token, '300');
    expect(copiesTo(a.email)).toEqual([]);
    expect(copiesTo(b.email)).toEqual([]);
  });

  it('takes 0 or 1 only, and needs a login', async () => {
    const u = await newUser();
    for (const emailCopy of [2, '1', null]) {
      const res = await h.call('messageSetEmailCopy', { emailCopy }, { token: u.token });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('emailCopy: must be 0 (off) or 1 (on)');
    }
    expect((await h.call('messageEmailCopy', {}, { token: u.token })).body.data).toEqual({ emailCopy: 0 });
    expect((await h.call('messageEmailCopy', {})).status).toBe(401);
    expect((await h.call('messageSetEmailCopy', { emailCopy: 1 })).status).toBe(401);
  });
});
