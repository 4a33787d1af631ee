import { uploadPath } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { PASSPORT, submitPassport, uploadedImage } from '../../testing/kyc.ts';
import { createStaffHarness, newUser, staffToken } from '../../testing/staff.ts';
import { fetchUpload } from '../../testing/uploads.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
});
afterAll(() => h.close());

describe('identity calls need a login', () => {
  it.each(['updateReal', 'kycInfo', 'staffKycList', 'staffKycDetail', 'staffKycApprove', 'staffKycReject'] as const)(
    '%s answers 401 without a token',
    async (name) => {
      expect((await h.call(name, {})).status).toBe(401);
    },
  );
});

describe('identity documents stay private', () => {
  it('shows a user only their own submission, and the document images to nobody but the owner and staff', async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    const frontImage = await uploadedImage(h, owner.token);
    const mine = await h.call('updateReal', { ...PASSPORT, frontImage }, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body.data)).not.toContain('/upload/');
    expect(JSON.stringify(mine.body.data)).not.toContain('123456789');

    // Another user sees no submission of theirs and cannot use the owner's image.
    expect((await h.call('kycInfo', {}, { token: other.token })).body.data).toBeNull();
    const stolen = await h.call('updateReal', { ...PASSPORT, frontImage }, { token: other.token });
    expect(stolen.body).toEqual({ code: 400, msg: 'frontImage: must be an image you uploaded', data: null });

    // The stored image: another user gets 404 (as for a missing one), a visitor 401; the owner and staff see it.
    const id = /\/upload\/([0-9a-f]{32})/.exec(frontImage)?.[1] ?? '';
    expect((await fetchUpload(h, uploadPath(id), other.token)).statusCode).toBe(404);
    expect((await fetchUpload(h, uploadPath(id))).statusCode).toBe(401);
    expect((await fetchUpload(h, `${uploadPath(id)}?sig=1.${'a'.repeat(43)}`)).statusCode).toBe(401);
    expect((await fetchUpload(h, uploadPath(id), owner.token)).statusCode).toBe(200);
    expect((await fetchUpload(h, uploadPath(id), staff)).statusCode).toBe(200);
  });

  it('answers 403 to a user calling the staff review, and changes nothing', async () => {
    const u = await newUser(h);
    const submitted = (await submitPassport(h, u.token)).body.data;
    const calls = [
      ['staffKycList', {}],
      ['staffKycDetail', { id: submitted.id }],
      ['staffKycApprove', { id: submitted.id }],
      ['staffKycReject', { id: submitted.id, reason: 'No' }],
    ] as const;
    for (const [name, input] of calls) {
      expect((await h.call(name, input, { token: u.token })).body).toEqual({
        code: 403,
        msg: 'Staff only',
        data: null,
      });
    }
    expect((await h.call('kycInfo', {}, { token: u.token })).body.data?.status).toBe(1);
  });

  it('answers 404 for a submission that does not exist, and 403 to staff reviewing their own', async () => {
    for (const name of ['staffKycApprove', 'staffKycDetail'] as const) {
      const res = await h.call(name, { id: 999_999 }, { token: staff });
      expect(res.body).toEqual({ code: 404, msg: 'Identity submission not found', data: null });
    }
    const own = (await submitPassport(h, staff)).body.data;
    const res = await h.call('staffKycApprove', { id: own.id }, { token: staff });
    expect(res.body).toEqual({ code: 403, msg: 'You may not review your own identity', data: null });
    expect((await h.call('userInfo', {}, { token: staff })).body.data.kycStatus).toBe(1);
  });

  it('lets only one of two submissions sent at once wait for review', async () => {
    const u = await newUser(h);
    const images = await Promise.all([uploadedImage(h, u.token), uploadedImage(h, u.token)]);
    const results = await Promise.all(
      images.map((frontImage) => h.call('updateReal', { ...PASSPORT, frontImage }, { token: u.token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const queue = (await h.call('staffKycList', { status: 1, pageSize: 100 }, { token: staff })).body.data.data;
    expect(queue.filter((k) => k.userId === u.user.id)).toHaveLength(1);
  });
});
