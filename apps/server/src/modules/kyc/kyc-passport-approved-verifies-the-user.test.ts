import { KYC_PUSH_TYPE } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { ID_CARD, submitPassport, uploadedImage } from '../../testing/kyc.ts';
import { createStaffHarness, newUser, staffToken } from '../../testing/staff.ts';
import { auditTrail } from '../audit/service.ts';

let h: Harness;
let staff: string;
const pushed: { userId: number; type: string; data: unknown }[] = [];
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
  const publish = h.ctx.push.publishPrivate.bind(h.ctx.push);
  h.ctx.push.publishPrivate = (userId, type, data) => {
    pushed.push({ userId, type, data });
    publish(userId, type, data);
  };
});
afterAll(() => h.close());

const kycStatus = async (token: string) => (await h.call('userInfo', {}, { token })).body.data.kycStatus;

describe('identity verification by passport, approved by staff', () => {
  it('waits for review, then shows Verified! on /userReal/info and /api/user/info, told live and audited', async () => {
    const u = await newUser(h);
    expect(await kycStatus(u.token)).toBe(0);
    expect((await h.call('kycInfo', {}, { token: u.token })).body).toEqual({ code: 200, msg: 'Success', data: null });

    const submitted = await submitPassport(h, u.token, { firstName: '  Ada ', idNumber: 'ab 123-4567' });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      docType: 'passport',
      country: 'GB',
      countryName: 'United Kingdom',
      firstName: 'Ada',
      lastName: 'Lovelace',
      idNumber: '*****4567',
      status: 1,
      statusLabel: 'Waiting for Review',
      reason: '',
      reviewTimeTimestamp: null,
    });
    expect(await kycStatus(u.token)).toBe(1);
    expect((await h.call('kycInfo', {}, { token: u.token })).body.data).toEqual(submitted.body.data);

    // The reviewer sees the whole number and whose it is, then opens the image through the staff-only detail.
    const queue = await h.call('staffKycList', { status: 1 }, { token: staff });
    const listed = queue.body.data.data.find((k) => k.id === submitted.body.data.id);
    expect(listed).toMatchObject({
      idNumber: 'AB1234567',
      userId: u.user.id,
      userLoginId: u.userLoginId,
      email: u.email,
    });
    const detail = (await h.call('staffKycDetail', { id: submitted.body.data.id }, { token: staff })).body.data;
    expect(detail.backImageUrl).toBeNull();
    const image = await h.app.inject({ method: 'GET', url: detail.frontImageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    h.advance(60_000);
    const approved = await h.call('staffKycApprove', { id: submitted.body.data.id, note: 'Matches' }, { token: staff });
    expect(approved.body.data).toMatchObject({ status: 3, statusLabel: 'Verified!', reason: '' });
    expect(await kycStatus(u.token)).toBe(3);
    const mine = (await h.call('kycInfo', {}, { token: u.token })).body.data;
    expect(mine).toMatchObject({ status: 3, statusLabel: 'Verified!', reviewTimeTimestamp: h.ctx.now() });
    expect(pushed.filter((p) => p.userId === u.user.id && p.type === KYC_PUSH_TYPE)).toEqual([
      {
        userId: u.user.id,
        type: KYC_PUSH_TYPE,
        data: { id: submitted.body.data.id, status: 3, statusLabel: 'Verified!', reason: '' },
      },
    ]);
    // The result waits in the inbox too, and was pushed as a message.
    const inbox = (await h.call('messagePageList', {}, { token: u.token })).body.data.data;
    expect(inbox).toEqual([expect.objectContaining({ kind: 'kyc', title: 'Identity verified', link: '/kyc' })]);
    expect(pushed.some((p) => p.userId === u.user.id && p.type === 'message')).toBe(true);
    const trail = await auditTrail(h.ctx.db, 'kyc', submitted.body.data.id);
    expect(trail).toMatchObject([{ action: 'kyc.approve', reason: 'Matches', beforeStatus: 1, afterStatus: 3 }]);

    // Verified is final: no new submission.
    const again = await submitPassport(h, u.token);
    expect(again.body).toEqual({ code: 409, msg: 'Your identity is already verified', data: null });
  });
});

describe('identity verification by ID card, refused, then tried again', () => {
  it('shows Audit Failure with the reason, accepts a new submission, and a decided one cannot be decided again', async () => {
    const u = await newUser(h);
    const front = await uploadedImage(h, u.token, 'png');
    const back = await uploadedImage(h, u.token, 'jpeg');
    const first = await h.call('updateReal', { ...ID_CARD, frontImage: front, backImage: back }, { token: u.token });
    expect(first.body.data).toMatchObject({
      docType: 'idcard',
      countryName: 'Indonesia',
      idNumber: '************0001',
    });
    const detail = (await h.call('staffKycDetail', { id: first.body.data.id }, { token: staff })).body.data;
    expect(detail.idNumber).toBe('3171012345670001');
    expect((await h.app.inject({ method: 'GET', url: detail.backImageUrl ?? '' })).headers['content-type']).toBe(
      'image/jpeg',
    );

    // One submission waits at a time.
    const twice = await h.call('updateReal', { ...ID_CARD, frontImage: front, backImage: back }, { token: u.token });
    expect(twice.body).toEqual({ code: 409, msg: 'Your identity is already waiting for review', data: null });

    const rejected = await h.call(
      'staffKycReject',
      { id: first.body.data.id, reason: 'The photo is blurred' },
      { token: staff },
    );
    expect(rejected.body.data).toMatchObject({
      status: 2,
      statusLabel: 'Audit Failure',
      reason: 'The photo is blurred',
    });
    expect(await kycStatus(u.token)).toBe(2);
    expect((await h.call('kycInfo', {}, { token: u.token })).body.data).toMatchObject({
      status: 2,
      reason: 'The photo is blurred',
    });
    expect(pushed.filter((p) => p.type === KYC_PUSH_TYPE).at(-1)).toMatchObject({
      userId: u.user.id,
      data: { status: 2, reason: 'The photo is blurred' },
    });
    expect((await h.call('messagePageList', {}, { token: u.token })).body.data.data[0]).toMatchObject({
      kind: 'kyc',
      title: 'Identity verification failed',
      body: 'Staff could not verify your document. Reason: The photo is blurred. You can try again from Identity verification.',
    });
    expect(await auditTrail(h.ctx.db, 'kyc', first.body.data.id)).toMatchObject([
      { action: 'kyc.reject', reason: 'The photo is blurred', beforeStatus: 1, afterStatus: 2 },
    ]);

    const decidedAgain = await h.call('staffKycApprove', { id: first.body.data.id }, { token: staff });
    expect(decidedAgain.body).toEqual({
      code: 409,
      msg: 'This identity submission was already reviewed (Audit Failure)',
      data: null,
    });

    // Try Again: a new submission waits for review.
    const retry = await submitPassport(h, u.token);
    expect(retry.body.data).toMatchObject({ status: 1, statusLabel: 'Waiting for Review' });
    expect(await kycStatus(u.token)).toBe(1);
  });
});
