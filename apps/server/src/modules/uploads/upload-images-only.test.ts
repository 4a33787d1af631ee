import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_NOT_AN_IMAGE } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { fetchUpload, jpegBytes, multipart, pngBytes, upload } from '../../testing/uploads.ts';

let h: Harness;
let token: string;
let userId: number;
beforeAll(async () => {
  h = await createHarness();
  const u = await signUp(h);
  token = u.token;
  userId = u.user.id;
});
afterAll(() => h.close());

const storedNames = () => {
  const dir = path.join(h.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const rows = () => h.ctx.db.selectFrom('uploads').selectAll().orderBy('id').execute();

const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(18),
]);
const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(12)]);

describe('POST /upload takes images only, told by their bytes', () => {
  it.each([
    ['a PNG', pngBytes(), 'image/png'],
    ['a JPEG', jpegBytes(), 'image/jpeg'],
    ['a GIF', gif, 'image/gif'],
    ['a WebP', webp, 'image/webp'],
    ['a HEIC photo', heic, 'image/heic'],
  ])('accepts %s and records owner, type, size and hash', async (_what, bytes, mime) => {
    const res = await upload(h, token, bytes, 'anything.bin');
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Success');
    const url = res.body.data?.url ?? '';
    expect(url).toMatch(/^\/upload\/[0-9a-f]{32}\?sig=\d+\.[\w-]{43}$/);
    const id = /^\/upload\/([0-9a-f]{32})/.exec(url)?.[1];
    const row = (await rows()).find((r) => r.stored_name === id);
    expect(row).toMatchObject({
      user_id: userId,
      mime,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const served = await fetchUpload(h, url);
    expect(served.headers['content-type']).toBe(mime);
  });

  it.each([
    ['a text file renamed .png', Buffer.from('hello, this is not an image\n'), 'notes.png', 'image/png'],
    [
      'an SVG (script-capable)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      'a.svg',
      'image/svg+xml',
    ],
    ['an HTML page named .jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.jpg', 'image/jpeg'],
    ['a PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'scan.png', 'image/png'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ['a truncated PNG signature', pngBytes().subarray(0, 5), 'cut.png', 'image/png'],
  ])('refuses %s and keeps nothing', async (_what, data, filename, contentType) => {
    const namesBefore = storedNames();
    const rowsBefore = (await rows()).length;
    const res = await upload(h, token, [{ data, filename, contentType }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: `file: ${UPLOAD_NOT_AN_IMAGE}`, data: null });
    expect(storedNames()).toEqual(namesBefore);
    expect(await rows()).toHaveLength(rowsBefore);
  });

  it('stores files under random names only, one per row, whatever the file was called', async () => {
    await upload(h, token, pngBytes(), '../../../etc/passwd.png');
    const names = storedNames();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(names).toEqual((await rows()).map((r) => r.stored_name).sort());
  });

  it('asks for the file field', async () => {
    const wrongField = await upload(h, token, [{ field: 'image', data: pngBytes() }]);
    expect(wrongField.body).toEqual({ code: 400, msg: 'file: is required', data: null });
    const json = await h.call('upload', {}, { token });
    expect(json.body).toEqual({ code: 400, msg: 'file: is required (send multipart/form-data)', data: null });
  });

  it('parses multipart on /upload only; other calls still take JSON only', async () => {
    const body = multipart([{ data: pngBytes() }]);
    const res = await h.app.inject({
      method: 'POST',
      url: '/UserAccount/SelectCardNo',
      payload: body.payload,
      headers: { ...body.headers, authorization: token },
    });
    expect(res.json()).toEqual({ code: 415, msg: 'body: must be JSON', data: null });
  });

  it('refuses a body that is not well-formed multipart with 400, and keeps nothing', async () => {
    const namesBefore = storedNames();
    const rowsBefore = (await rows()).length;
    const whole = multipart([{ data: pngBytes() }]);
    const cutShort = whole.payload.subarray(0, whole.payload.length - 60);
    for (const [headers, payload] of [
      [{ 'content-type': 'multipart/form-data' }, whole.payload],
      [whole.headers, cutShort],
    ] as const) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/upload',
        payload,
        headers: { ...headers, authorization: token },
      });
      expect(res.json()).toEqual({
        code: 400,
        msg: 'file: must be sent as complete multipart/form-data; send it again',
        data: null,
      });
    }
    expect(storedNames()).toEqual(namesBefore);
    expect(await rows()).toHaveLength(rowsBefore);
  });

  it('takes only the first file of a request', async () => {
    const before = (await rows()).length;
    const res = await upload(h, token, [{ data: pngBytes() }, { data: jpegBytes(), filename: 'b.jpg' }]);
    expect(res.status).toBe(200);
    expect(await rows()).toHaveLength(before + 1);
  });

  it('requires a login, and reads nothing without one', async () => {
    const before = storedNames();
    const res = await upload(h, undefined, pngBytes());
    expect(res.body).toEqual({ code: 401, msg: 'Please log in', data: null });
    expect((await upload(h, 'not-a-token', pngBytes())).body.msg).toBe('Login Expired');
    expect(storedNames()).toEqual(before);
  });
});
