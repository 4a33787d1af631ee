import { EMAIL_CODE_MAX_TRIES } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../platform/passwords.ts';
import { createHarness, type Harness, newIdentity, signUp } from '../../testing/harness.ts';

vi.mock('../../platform/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../platform/passwords.ts')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const hashes = () => vi.mocked(hashPassword).mock.calls.length;
/** A code that is not the one mailed. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function codeFor(email: string, type: 'register' | 'reset') {
  h.advance(61_000);
  const res = await h.call('getEmailCode', { email, type }, { ip: '10.77.0.1' });
  if (res.status !== 200) throw new Error(res.body.msg);
  return h.lastCode(email) ?? '';
}

describe('a wrong email code', () => {
  it('is refused before the new password is hashed, on register and on reset', async () => {
    const who = newIdentity();
    const registerCode = await codeFor(who.email, 'register');
    let before = hashes();
    const register = await h.call('register', { ...who, code: wrongCode(registerCode) });
    expect(register.body).toEqual({ code: 400, msg: 'code: is wrong (4 tries left)', data: null });
    expect(hashes()).toBe(before);

    const u = await signUp(h);
    const resetCode = await codeFor(u.email, 'reset');
    before = hashes();
    const reset = await h.call('resetPassword', {
      email: u.email,
      code: wrongCode(resetCode),
      password: 'Fresh-Pass-42',
    });
    expect(reset.body).toEqual({ code: 400, msg: 'code: is wrong (4 tries left)', data: null });
    expect(hashes()).toBe(before);
    // The right code still works, and is then used up.
    const ok = await h.call('resetPassword', { email: u.email, code: resetCode, password: 'Fresh-Pass-42' });
    expect(ok.status).toBe(200);
  });
});

describe('simultaneous guesses of one code', () => {
  it(`each count: at most ${EMAIL_CODE_MAX_TRIES} are told wrong, and the right code after them is refused`, async () => {
    const u = await signUp(h);
    const code = await codeFor(u.email, 'reset');
    const guesses = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      guesses.map((guess) => h.call('resetPassword', { email: u.email, code: guess, password: 'Stolen-Pass-42' })),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const told = answers
      .map((a) => a.body.msg)
      .filter((m) => m !== 'code: is wrong or has expired; request a new code');
    expect(told.sort()).toEqual([
      'code: is wrong (1 try left)',
      'code: is wrong (2 tries left)',
      'code: is wrong (3 tries left)',
      'code: is wrong (4 tries left)',
      'code: is wrong; request a new code',
    ]);
    const right = await h.call('resetPassword', { email: u.email, code, password: 'Stolen-Pass-42' });
    expect(right.body).toEqual({ code: 400, msg: 'code: is wrong or has expired; request a new code', data: null });
    const login = await h.call('login', { username: u.email, password: u.password }, { ip: '10.77.0.2' });
    expect(login.status).toBe(200);
  });
});
