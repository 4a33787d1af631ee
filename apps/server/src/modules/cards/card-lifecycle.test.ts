import { CARD_LIMIT } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { cardNumber } from '../../testing/cards.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const visa = '4111 1111 1111 1111';
const card = { bankName: 'Chase', bankAccountName: 'Ada Lovelace', cardNo: visa };

describe('bank cards: add, list, update, delete', () => {
  it('adds a card and lists it with the number masked to its last 4 digits', async () => {
    const { token } = await signUp(h);
    const added = await h.call(
      'addCardNo',
      { bankName: '  Chase ', bankAccountName: ' Ada Lovelace', cardNo: visa },
      { token },
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({
      id: expect.any(Number),
      bankName: 'Chase',
      bankAccountName: 'Ada Lovelace',
      cardNo: '**** **** **** 1111',
      last4: '1111',
      createTimeTimestamp: expect.any(Number),
    });
    const listed = await h.call('selectCardNo', {}, { token });
    expect(listed.body).toEqual({ code: 200, msg: 'Success', data: [added.body.data] });
  });

  it('takes 12 to 19 digits with spaces or dashes', async () => {
    const { token } = await signUp(h);
    for (const cardNo of [cardNumber(12), '3782-822463-10005', '5555 5555 5555 4444', cardNumber(19)]) {
      const res = await h.call('addCardNo', { ...card, cardNo }, { token });
      expect(res.status, cardNo).toBe(200);
      expect(res.body.data.last4).toBe(cardNo.replace(/\D/g, '').slice(-4));
    }
    expect((await h.call('selectCardNo', {}, { token })).body.data).toHaveLength(4);
  });

  it('refuses the same card twice for one user (409), however it is typed', async () => {
    const { token } = await signUp(h);
    expect((await h.call('addCardNo', card, { token })).status).toBe(200);
    const again = await h.call('addCardNo', { ...card, bankName: 'Other', cardNo: '4111-1111-1111-1111' }, { token });
    expect(again.body).toEqual({ code: 409, msg: 'This bank card is already saved', data: null });
    // Another user may save the same card.
    expect((await h.call('addCardNo', card, { token: (await signUp(h)).token })).status).toBe(200);
  });

  it(`keeps at most ${CARD_LIMIT} cards per user`, async () => {
    const { token } = await signUp(h);
    for (let i = 0; i < CARD_LIMIT; i++) {
      expect((await h.call('addCardNo', { ...card, cardNo: cardNumber(16, `4000${i}`) }, { token })).status).toBe(200);
    }
    const over = await h.call('addCardNo', { ...card, cardNo: cardNumber(16, '5100') }, { token });
    expect(over.body).toEqual({
      code: 422,
      msg: `You can save at most ${CARD_LIMIT} bank cards; delete one first`,
      data: null,
    });
  });

  it('holds the limit under concurrent adds', async () => {
    const { token } = await signUp(h);
    const results = await Promise.all(
      Array.from({ length: CARD_LIMIT + 5 }, (_, i) =>
        h.call('addCardNo', { ...card, cardNo: cardNumber(16, `4111${i}`) }, { token }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(CARD_LIMIT);
    expect((await h.call('selectCardNo', {}, { token })).body.data).toHaveLength(CARD_LIMIT);
  });

  it('updates a card; an update to another saved number is a duplicate', async () => {
    const { token } = await signUp(h);
    const first = (await h.call('addCardNo', card, { token })).body.data;
    const second = (await h.call('addCardNo', { ...card, cardNo: '5555555555554444' }, { token })).body.data;
    const updated = await h.call(
      'updateCardNo',
      { id: first.id, bankName: 'HSBC', bankAccountName: 'A. Lovelace', cardNo: '4012 8888 8888 1881' },
      { token },
    );
    expect(updated.body.data).toEqual({
      ...first,
      bankName: 'HSBC',
      bankAccountName: 'A. Lovelace',
      cardNo: '**** **** **** 1881',
      last4: '1881',
    });
    // Saving a card with its own number again is fine.
    expect(
      (await h.call('updateCardNo', { ...card, id: second.id, cardNo: '5555555555554444' }, { token })).status,
    ).toBe(200);
    const clash = await h.call('updateCardNo', { ...card, id: second.id, cardNo: '4012888888881881' }, { token });
    expect(clash.body).toEqual({ code: 409, msg: 'This bank card is already saved', data: null });
  });

  it('deletes a card; deleting it again is 404', async () => {
    const { token } = await signUp(h);
    const added = (await h.call('addCardNo', card, { token })).body.data;
    expect((await h.call('deleteCard', { id: added.id }, { token })).body).toEqual({
      code: 200,
      msg: 'Success',
      data: null,
    });
    expect((await h.call('selectCardNo', {}, { token })).body.data).toEqual([]);
    expect((await h.call('deleteCard', { id: added.id }, { token })).body).toEqual({
      code: 404,
      msg: 'This bank card does not exist',
      data: null,
    });
    // The same card can be saved again after it was deleted.
    expect((await h.call('addCardNo', card, { token })).status).toBe(200);
  });
});
