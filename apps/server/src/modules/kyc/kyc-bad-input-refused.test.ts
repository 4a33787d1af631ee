import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { ID_CARD, PASSPORT, uploadedImage } from '../../testing/kyc.ts';
import { createStaffHarness, newUser, staffToken } from '../../testing/staff.ts';

let h: Harness;
let token: string;
let front: string;
let back: string;
let othersImage: string;
beforeAll(async () => {
  h = await createStaffHarness();
  token = (await newUser(h)).token;
  front = await uploadedImage(h, token);
  back = await uploadedImage(h, token, 'jpeg');
  othersImage = await uploadedImage(h, (await newUser(h)).token);
});
afterAll(() => h.close());

/** Images are named by placeholders here (the table is built before the uploads) and filled in by the test. */
const passport = (): Record<string, unknown> => ({ ...PASSPORT, frontImage: '@front' });
const idCard = (): Record<string, unknown> => ({ ...ID_CARD, frontImage: '@front', backImage: '@back' });
const without = (o: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== field));

describe('a KYC submission with bad input is refused with 400 naming the field and the rule, and nothing is stored', () => {
  it.each([
    ['the document type missing', without(passport(), 'docType'), 'docType: is required'],
    ['an unknown document type', { ...passport(), docType: 'licence' }, 'docType: must be one of idcard, passport'],
    ['the country missing', without(passport(), 'country'), 'country: is required'],
    [
      'a country that is not a code',
      { ...passport(), country: 'Britain' },
      'country: must be a country code of /areaInfo/list (two letters)',
    ],
    ['a country not in the list', { ...passport(), country: 'QQ' }, 'country: must be a country of /areaInfo/list'],
    ['the first name missing', without(passport(), 'firstName'), 'firstName: is required'],
    ['a blank first name', { ...passport(), firstName: '   ' }, 'firstName: is required'],
    [
      'a first name with digits',
      { ...passport(), firstName: 'Ada2' },
      'firstName: must be letters (spaces, apostrophes, dots and hyphens allowed)',
    ],
    ['a first name too long', { ...passport(), firstName: 'A'.repeat(51) }, 'firstName: must be at most 50 characters'],
    ['the last name missing', without(passport(), 'lastName'), 'lastName: is required'],
    ['the passport number missing', without(passport(), 'idNumber'), 'idNumber: is required'],
    [
      'a passport number too short',
      { ...passport(), idNumber: '1234' },
      'idNumber: must be a passport number: 5 to 9 letters or digits',
    ],
    [
      'a passport number with symbols',
      { ...passport(), idNumber: '12345#78' },
      'idNumber: must be a passport number: 5 to 9 letters or digits',
    ],
    ['the ID card number missing', without(idCard(), 'idNumber'), 'idNumber: is required'],
    [
      'an ID card number too long',
      { ...idCard(), idNumber: '1'.repeat(31) },
      'idNumber: must be an ID card number: 4 to 30 letters or digits',
    ],
    ['the passport image missing', without(passport(), 'frontImage'), 'frontImage: is required'],
    ['the ID card front missing', without(idCard(), 'frontImage'), 'frontImage: is required'],
    ['the ID card back missing', without(idCard(), 'backImage'), 'backImage: is required'],
    ['a back image on a passport', { ...passport(), backImage: '@back' }, 'backImage: is not a known field'],
    ['an unknown field', { ...passport(), middleName: 'B' }, 'middleName: is not a known field'],
    [
      'an image that is not an upload',
      { ...passport(), frontImage: 'https://example.com/p.png' },
      'frontImage: must be an image you uploaded',
    ],
    ["another user's image", { ...passport(), frontImage: '@others' }, 'frontImage: must be an image you uploaded'],
    [
      "another user's image as the back",
      { ...idCard(), backImage: '@others' },
      'backImage: must be an image you uploaded',
    ],
    [
      'the same image front and back',
      { ...idCard(), backImage: '@front' },
      'backImage: must be another image than frontImage',
    ],
  ])('%s', async (_name, input, msg) => {
    const images: Record<string, string> = { '@front': front, '@back': back, '@others': othersImage };
    const filled = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, images[String(v)] ?? v]));
    const res = await h.call('updateReal', filled, { token });
    expect(res.body).toEqual({ code: 400, msg, data: null });
    expect((await h.call('kycInfo', {}, { token })).body.data).toBeNull();
    expect((await h.call('userInfo', {}, { token })).body.data.kycStatus).toBe(0);
  });

  it('refuses a staff decision without a reason or on a bad id', async () => {
    const staff = await staffToken(h);
    expect((await h.call('staffKycReject', { id: 1 }, { token: staff })).body.msg).toBe('reason: is required');
    expect((await h.call('staffKycReject', { id: 1, reason: ' ' }, { token: staff })).body.msg).toBe(
      'reason: is required',
    );
    expect((await h.call('staffKycApprove', { id: 0 }, { token: staff })).body.msg).toBe('id: must be greater than 0');
    expect((await h.call('staffKycList', { status: 5 }, { token: staff })).status).toBe(400);
  });
});
