import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as inbox from '../../modules/inbox/service.ts';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/** The app's headers for a language (docs/product.md §7 sends both). */
const inLanguage = (language: string) => ({ 'accept-language': language, languages: language });

describe.each([
  {
    language: 'zh-Hant',
    wrongLogin: '用戶名稱或密碼錯誤',
    fieldRule: 'email: 必須是電子郵件地址（text@text）',
    success: '成功',
    title: '入金已核准',
    body: '1,000.00 USD 已存入餘額。',
  },
  {
    language: 'id',
    wrongLogin: 'Nama pengguna atau kata sandi salah',
    fieldRule: 'email: harus berupa alamat email (teks@teks)',
    success: 'Berhasil',
    title: 'Deposit disetujui',
    // Amounts with Indonesian separators, as the app writes them.
    body: '1.000,00 USD dikreditkan ke Saldo.',
  },
])('a request in $language', ({ language, wrongLogin, fieldRule, success, title, body }) => {
  it('is refused in its language, a field rule keeping the field name', async () => {
    const refused = await h.call(
      'login',
      { username: 'nobody@example.com', password: 'not-the-password' },
      { headers: inLanguage(language) },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe(wrongLogin);

    const invalid = await h.call(
      'getEmailCode',
      { email: 'not-an-email', type: 'register' },
      { headers: inLanguage(language) },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.msg).toBe(fieldRule);
  });

  it('reads its inbox in its language, and the same message in English without the header', async () => {
    const u = await signUp(h);
    await inbox.deliver(h.ctx, {
      userId: u.user.id,
      kind: 'deposit',
      title: 'Deposit approved',
      body: '1,000.00 USD credited to Balance.',
      link: '/deposit/record',
      eventKey: `deposit:${language}:reviewed`,
    });
    const translated = await h.call('messagePageList', {}, { token: u.token, headers: inLanguage(language) });
    expect(translated.body.msg).toBe(success);
    expect(translated.body.data.data[0]).toMatchObject({ title, body });

    const english = await h.call('messagePageList', {}, { token: u.token });
    expect(english.body.msg).toBe('Success');
    expect(english.body.data.data[0]).toMatchObject({
      title: 'Deposit approved',
      body: '1,000.00 USD credited to Balance.',
    });
  });
});

describe('the language of a request', () => {
  it('is English for a language the app does not have, and the browser’s best one otherwise', async () => {
    const input = { username: 'nobody@example.com', password: 'not-the-password' };
    const french = await h.call('login', input, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(french.body.msg).toBe('Incorrect username or password');
    const taiwan = await h.call('login', input, { headers: { 'accept-language': 'fr;q=0.5,zh-TW;q=0.9' } });
    expect(taiwan.body.msg).toBe('用戶名稱或密碼錯誤');
  });
});
