import { UPLOAD_URL_TTL_MS } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, signUp } from '../../testing/harness.ts';
import { createStaffHarness, newStaffMember } from '../../testing/staff.ts';
import { fetchUpload, jpegBytes, pngBytes, upload } from '../../testing/uploads.ts';
import * as uploads from './service.ts';

let h: Harness;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let signed: string;
let plain: string;
const png = pngBytes();

beforeAll(async () => {
  h = await createStaffHarness();
  owner = await signUp(h);
  other = await signUp(h);
  signed = (await upload(h, owner.token, png)).body.data?.url ?? '';
  plain = signed.split('?')[0] ?? '';
});
afterAll(() => h.close());

const notFound = { code: 404, msg: 'The URL does not exist', data: null };

describe('GET /upload/:id', () => {
  it('serves the file byte for byte to its owner, with safe headers', async () => {
    const res = await fetchUpload(h, plain, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': expect.stringMatching(/^inline/),
      'cache-control': expect.stringMatching(/^private/),
    });
  });

  it('serves it without a token while the signed url is fresh, for an <img>', async () => {
    const res = await fetchUpload(h, signed);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('gives another user 404, the same as for an id that does not exist', async () => {
    const theirs = await fetchUpload(h, plain, other.token);
    const missing = await fetchUpload(h, `/upload/${'0'.repeat(32)}`, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(notFound);
    expect(missing.json()).toEqual(notFound);
    expect((await fetchUpload(h, '/upload/..%2F..%2Fsecret.key', other.token)).json()).toEqual(notFound);
  });

  it('does not let a tampered, borrowed or expired signature through', async () => {
    const [, sig = ''] = signed.split('?sig=');
    const [expires = '', mac = ''] = sig.split('.');
    const later = `${plain}?sig=${Number(expires) + 1}.${mac}`;
    const flipped = `${plain}?sig=${expires}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const secondUrl = (await upload(h, owner.token, jpegBytes())).body.data?.url ?? '';
    const borrowed = `${secondUrl.split('?')[0]}?sig=${sig}`;
    for (const url of [later, flipped, borrowed]) {
      expect((await fetchUpload(h, url)).statusCode, url).toBe(401);
      expect((await fetchUpload(h, url, other.token)).json(), url).toEqual(notFound);
    }
    h.advance(UPLOAD_URL_TTL_MS + 1);
    expect((await fetchUpload(h, signed)).statusCode).toBe(401);
    expect((await fetchUpload(h, signed, other.token)).statusCode).toBe(404);
    expect((await fetchUpload(h, signed, owner.token)).statusCode).toBe(200);
  });

  it('requires a login (or a signature)', async () => {
    expect((await fetchUpload(h, plain)).json()).toEqual({ code: 401, msg: 'Please log in', data: null });
    expect((await fetchUpload(h, `/upload/${'0'.repeat(32)}`)).statusCode).toBe(401);
    expect((await fetchUpload(h, plain, 'expired-token')).json()).toMatchObject({ code: 401, msg: 'Login Expired' });
  });

  it('serves staff who review documents, signed in with their second factor; not staff of other desks', async () => {
    const compliance = await newStaffMember(h, 'compliance');
    expect((await fetchUpload(h, plain, compliance.token)).statusCode).toBe(200);
    const content = await newStaffMember(h, 'content');
    expect((await fetchUpload(h, plain, content.token)).json()).toEqual(notFound);
    // A password alone gives no staff powers.
    const halfway = (await h.call('login', compliance.login)).body.data.token;
    expect((await fetchUpload(h, plain, halfway)).json()).toEqual(notFound);
  });

  it('never writes the signature of a url to the log (it is a bearer link for an hour)', async () => {
    const url = (await upload(h, owner.token, png)).body.data?.url ?? '';
    const mac = url.split('.').at(-1) ?? '';
    expect(mac).toHaveLength(43);
    expect((await fetchUpload(h, url)).statusCode).toBe(200);
    const log = h.logs.join('\n');
    expect(log).toContain(`"url":"${url.split('?')[0]}?sig=[redacted]"`);
    expect(log).not.toContain(mac);
  });
});

describe('uploads.assertOwned', () => {
  it("accepts the owner's url in any form and answers the canonical one", async () => {
    for (const url of [signed, plain, `https://bourse.example${signed}`, plain.slice('/upload/'.length)]) {
      const owned = await uploads.assertOwned(h.ctx, owner.user.id, url, 'credentialUrl');
      expect(owned).toMatchObject({ url: plain, mime: 'image/png', size: png.length });
    }
  });

  it("refuses another user's upload, an unknown one and a non-upload url, naming the field", async () => {
    for (const url of [signed, `/upload/${'0'.repeat(32)}`, '/etc/passwd', 'https://evil.example/x.png', '']) {
      await expect(uploads.assertOwned(h.ctx, other.user.id, url, 'credentialUrl')).rejects.toMatchObject({
        code: 400,
        message: 'credentialUrl: must be an image you uploaded',
      });
    }
  });
});
