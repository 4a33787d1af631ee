import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { pngBytes, upload } from '../../testing/uploads.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = (await signUp(h)).token;
});
afterAll(() => h.close());

/** A file of exactly `size` bytes that starts like a PNG. */
const pngOfSize = (size: number) => {
  const file = Buffer.alloc(size, 0x2a);
  pngBytes().copy(file);
  return file;
};
const storedCount = () => {
  const dir = path.join(h.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe(`POST /upload takes at most ${UPLOAD_MAX_MB} MB`, () => {
  it('accepts a file of exactly the limit', async () => {
    const res = await upload(h, token, pngOfSize(UPLOAD_MAX_BYTES));
    expect(res.status).toBe(200);
    const row = await h.ctx.db.selectFrom('uploads').select('size').executeTakeFirstOrThrow();
    expect(row.size).toBe(UPLOAD_MAX_BYTES);
  });

  it("refuses one byte more with SPEC's message, and keeps neither the file nor a row", async () => {
    const files = storedCount();
    const rows = (await h.ctx.db.selectFrom('uploads').select('id').execute()).length;
    const res = await upload(h, token, pngOfSize(UPLOAD_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, msg: 'The size cannot exceed 10M', data: null });
    expect(storedCount()).toBe(files);
    expect(await h.ctx.db.selectFrom('uploads').select('id').execute()).toHaveLength(rows);
  });

  it('refuses a request declared far larger than the limit before reading it', async () => {
    const files = storedCount();
    const res = await upload(h, token, pngOfSize(UPLOAD_MAX_BYTES + 1024 * 1024));
    expect(res.body).toEqual({ code: 413, msg: 'The size cannot exceed 10M', data: null });
    expect(storedCount()).toBe(files);
  });
});
