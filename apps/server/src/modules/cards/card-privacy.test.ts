import type { EndpointName } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import * as cards from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ LOG_LEVEL: 'trace' });
});
afterAll(() => h.close());

const digits = '5555555555554444';
const card = { bankName: 'Chase', bankAccountName: 'Ada Lovelace', cardNo: '5555 5555 5555 4444' };

describe('bank card numbers stay private', () => {
  it('stores the number encrypted: the row holds neither the number nor its middle digits', async () => {
    const { token, user } = await signUp(h);
    const added = (await h.call('addCardNo', card, { token })).body.data;
    const row = await h.ctx.db
      .selectFrom('bank_cards')
      .selectAll()
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(digits);
    expect(stored).not.toContain(digits.slice(0, 12));
    expect(stored).not.toContain('55555555');
    expect(row.card_no_sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(row.last4).toBe('4444');
    // Only the service can turn it back, for the owner.
    const owned = await cards.getOwnedCard(h.ctx, user.id, added.id);
    expect(owned).toMatchObject({ id: added.id, cardNo: '**** **** **** 4444', bankName: 'Chase' });
    expect(owned.revealCardNo()).toBe(digits);
  });

  it('uses a fresh IV for every record, so one number never encrypts the same way twice', async () => {
    const a = await signUp(h);
    const b = await signUp(h);
    await h.call('addCardNo', card, { token: a.token });
    await h.call('addCardNo', card, { token: b.token });
    const rows = await h.ctx.db
      .selectFrom('bank_cards')
      .select(['card_no_sealed', 'card_fingerprint'])
      .where('user_id', 'in', [a.user.id, b.user.id])
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.card_no_sealed).not.toBe(rows[1]?.card_no_sealed);
  });

  it("a sealed number copied into another user's row does not decrypt", async () => {
    const a = await signUp(h);
    const b = await signUp(h);
    const mine = (await h.call('addCardNo', card, { token: a.token })).body.data;
    const theirs = (await h.call('addCardNo', { ...card, cardNo: '4111111111111111' }, { token: b.token })).body.data;
    const { card_no_sealed } = await h.ctx.db
      .selectFrom('bank_cards')
      .select('card_no_sealed')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    await h.ctx.db.updateTable('bank_cards').set({ card_no_sealed }).where('id', '=', theirs.id).execute();
    const stolen = await cards.getOwnedCard(h.ctx, b.user.id, theirs.id);
    expect(() => stolen.revealCardNo()).toThrow();
  });

  it('never writes the number to the log, even at trace level and on errors', async () => {
    const { token } = await signUp(h);
    await h.call('addCardNo', card, { token });
    await h.call('addCardNo', card, { token });
    await h.call('addCardNo', { ...card, cardNo: '5555 5555 5555 4445' }, { token });
    await h.call('updateCardNo', { id: 999_999, ...card }, { token });
    const log = h.logs.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [digits, '5555 5555 5555 4444', '5555555555554445', '5555 5555 5555 4445']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("another user's card", () => {
  it('cannot be updated or deleted, answers as a missing card, and is left unchanged', async () => {
    const owner = await signUp(h);
    const other = await signUp(h);
    const added = (await h.call('addCardNo', card, { token: owner.token })).body.data;
    const missing = { code: 404, msg: 'This bank card does not exist', data: null };
    const update = { ...card, bankName: 'Evil Bank', cardNo: '4111111111111111' };
    expect((await h.call('updateCardNo', { id: added.id, ...update }, { token: other.token })).body).toEqual(missing);
    expect((await h.call('updateCardNo', { id: 999_999, ...update }, { token: other.token })).body).toEqual(missing);
    expect((await h.call('deleteCard', { id: added.id }, { token: other.token })).body).toEqual(missing);
    expect((await h.call('deleteCard', { id: 999_999 }, { token: other.token })).body).toEqual(missing);
    expect((await h.call('selectCardNo', {}, { token: other.token })).body.data).toEqual([]);
    expect((await h.call('selectCardNo', {}, { token: owner.token })).body.data).toEqual([added]);
    await expect(cards.getOwnedCard(h.ctx, other.user.id, added.id)).rejects.toMatchObject({ code: 404 });
  });
});

describe('login', () => {
  it.each<[EndpointName, Record<string, unknown>]>([
    ['addCardNo', card],
    ['updateCardNo', { id: 1, ...card }],
    ['deleteCard', { id: 1 }],
    ['selectCardNo', {}],
  ])('%s requires one', async (name, input) => {
    expect((await h.call(name, input)).body).toEqual({ code: 401, msg: 'Please log in', data: null });
    expect((await h.call(name, input, { token: 'stale' })).body).toEqual({
      code: 401,
      msg: 'Login Expired',
      data: null,
    });
  });
});
