import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { cardNumber } from '../../testing/cards.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = (await signUp(h)).token;
});
afterAll(() => h.close());

const card = { bankName: 'Chase', bankAccountName: 'Ada Lovelace', cardNo: '4111111111111111' };
const luhnFailure = 'cardNo: is not a valid card number (check the digits)';

const cases: [string, Record<string, unknown>, string][] = [
  ['a Luhn failure', { ...card, cardNo: '4111111111111112' }, luhnFailure],
  ['a Luhn failure with spaces', { ...card, cardNo: '4111 1111 1111 1121' }, luhnFailure],
  ['11 digits', { ...card, cardNo: cardNumber(11) }, 'cardNo: must be 12 to 19 digits'],
  ['20 digits', { ...card, cardNo: cardNumber(20) }, 'cardNo: must be 12 to 19 digits'],
  ['letters', { ...card, cardNo: '4111 1111 1111 111O' }, 'cardNo: must contain only digits, spaces or dashes'],
  ['dots', { ...card, cardNo: '4111.1111.1111.1111' }, 'cardNo: must contain only digits, spaces or dashes'],
  ['a number, not text', { ...card, cardNo: 4111111111111111 }, 'cardNo: must be text'],
  ['a blank card number', { ...card, cardNo: ' - ' }, 'cardNo: is required'],
  ['no card number', { bankName: 'Chase', bankAccountName: 'Ada' }, 'cardNo: is required'],
  ['no bank name', { bankAccountName: 'Ada', cardNo: card.cardNo }, 'bankName: is required'],
  ['a blank bank name', { ...card, bankName: '   ' }, 'bankName: is required'],
  ['a bank name of 101 characters', { ...card, bankName: 'B'.repeat(101) }, 'bankName: must be at most 100 characters'],
  ['no account name', { bankName: 'Chase', cardNo: card.cardNo }, 'bankAccountName: is required'],
  ['a null account name', { ...card, bankAccountName: null }, 'bankAccountName: is required'],
  [
    'an account name of 101 characters',
    { ...card, bankAccountName: 'x'.repeat(101) },
    'bankAccountName: must be at most 100 characters',
  ],
  ['an unknown field', { ...card, cvv: '123' }, 'cvv: is not a known field'],
];

describe('POST /UserAccount/addCardNo validation', () => {
  it.each(cases)('refuses %s', async (_what, input, msg) => {
    const res = await h.call('addCardNo', input, { token });
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });

  it('keeps nothing that was refused', async () => {
    expect((await h.call('selectCardNo', {}, { token })).body.data).toEqual([]);
  });

  it('accepts names of exactly 100 characters', async () => {
    const res = await h.call(
      'addCardNo',
      { ...card, bankName: 'B'.repeat(100), bankAccountName: 'x'.repeat(100) },
      { token },
    );
    expect(res.status).toBe(200);
  });
});

describe('POST /UserAccount/UpdateCardNo validation', () => {
  it.each([
    ...cases.map(([what, input, msg]): [string, Record<string, unknown>, string] => [what, { id: 1, ...input }, msg]),
    ['no id', card, 'id: is required'],
    ['a text id', { ...card, id: '1' }, 'id: must be a whole number'],
    ['a fractional id', { ...card, id: 1.5 }, 'id: must be a whole number'],
    ['a zero id', { ...card, id: 0 }, 'id: must be greater than 0'],
  ])('refuses %s', async (_what, input, msg) => {
    expect((await h.call('updateCardNo', input, { token })).body).toEqual({ code: 400, msg, data: null });
  });
});

describe('POST /UserAccount/delete-card and SelectCardNo validation', () => {
  it.each([
    [{}, 'id: is required'],
    [{ id: -3 }, 'id: must be greater than 0'],
    [{ id: 1, all: true }, 'all: is not a known field'],
  ])('delete-card refuses %j', async (input, msg) => {
    expect((await h.call('deleteCard', input, { token })).body).toEqual({ code: 400, msg, data: null });
  });

  it('SelectCardNo refuses unknown fields', async () => {
    expect((await h.call('selectCardNo', { userId: 1 }, { token })).body).toEqual({
      code: 400,
      msg: 'userId: is not a known field',
      data: null,
    });
  });
});
