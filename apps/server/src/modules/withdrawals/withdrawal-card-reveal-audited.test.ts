import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNumber } from '../../testing/cards.ts';
import type { Harness } from '../../testing/harness.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { createStaffHarness, newStaffMember, PAY_PASSWORD, signUpPayer, staffSignIn } from '../../testing/staff.ts';
import { auditTrail } from '../audit/service.ts';

let h: Harness;
let finance: { id: number; token: string };
beforeAll(async () => {
  h = await createStaffHarness();
  finance = await newStaffMember(h, 'finance');
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

/** A payer's withdrawal of 40 to a card they saved; answers it and the full card number. */
async function cardWithdrawal() {
  const u = await signUpPayer(h, '100');
  const cardNo = cardNumber(16, '45');
  const card = await h.call(
    'addCardNo',
    { bankName: 'Chase', bankAccountName: 'Ada Lovelace', cardNo },
    { token: u.token },
  );
  const w = await h.call(
    'withdrawalApply',
    { amount: '40', payPassword: PAY_PASSWORD, cardId: card.body.data.id },
    { token: u.token },
  );
  return { u, cardNo, id: w.body.data.id as number, cardId: card.body.data.id as number };
}

describe('paying out a withdrawal to a card', () => {
  it('shows the full number only through the reveal, audited each time; lists stay masked', async () => {
    const { id, cardNo } = await cardWithdrawal();
    const listed = (await h.call('staffWithdrawalList', { pageSize: 100 }, { token: finance.token })).body.data.data;
    const row = listed.find((x: { id: number }) => x.id === id);
    expect(row?.cardNo).not.toContain(cardNo.slice(0, 12));
    expect(row?.cardNo).toContain(cardNo.slice(-4));

    const revealed = await h.call('staffWithdrawalRevealCard', { id }, { token: finance.token });
    expect(revealed.body).toEqual({ code: 200, msg: 'Success', data: { cardNumber: cardNo } });
    const trail = await auditTrail(h.ctx.db, 'withdrawal', id);
    expect(trail).toMatchObject([
      { actorId: finance.id, action: 'withdrawal.card_reveal', beforeStatus: 1, afterStatus: 1 },
    ]);
    expect(JSON.stringify(trail)).not.toContain(cardNo);
    expect(h.logs.join('\n')).not.toContain(cardNo);
    await h.call('staffWithdrawalRevealCard', { id }, { token: finance.token });
    expect((await auditTrail(h.ctx.db, 'withdrawal', id)).length).toBe(2);
  });

  it('still pays out to a card the user removed after asking', async () => {
    const { u, id, cardNo, cardId } = await cardWithdrawal();
    expect((await h.call('deleteCard', { id: cardId }, { token: u.token })).status).toBe(200);
    expect((await h.call('staffWithdrawalRevealCard', { id }, { token: finance.token })).body.data).toEqual({
      cardNumber: cardNo,
    });
  });

  it('refuses roles without the permission, a decided or crypto withdrawal, and one’s own', async () => {
    const { id } = await cardWithdrawal();
    const support = await newStaffMember(h, 'support');
    expect((await h.call('staffWithdrawalRevealCard', { id }, { token: support.token })).status).toBe(403);
    await h.call('staffWithdrawalApprove', { id }, { token: finance.token });
    expect((await h.call('staffWithdrawalRevealCard', { id }, { token: finance.token })).body).toEqual({
      code: 409,
      msg: 'The card is shown only while the withdrawal is pending',
      data: null,
    });
    expect((await auditTrail(h.ctx.db, 'withdrawal', id)).map((d) => d.action)).toEqual(['withdrawal.approve']);

    const u = await signUpPayer(h, '100');
    const crypto = await h.call(
      'withdrawalApply',
      {
        amount: '30',
        payPassword: PAY_PASSWORD,
        currency: 'USDT',
        network: 'TRC20',
        address: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD',
      },
      { token: u.token },
    );
    const cryptoId = crypto.body.data.id;
    expect((await h.call('staffWithdrawalRevealCard', { id: cryptoId }, { token: finance.token })).body.msg).toBe(
      'This withdrawal is not paid to a card',
    );
    expect((await h.call('staffWithdrawalRevealCard', { id: 999_999 }, { token: finance.token })).status).toBe(404);

    const own = await cardWithdrawal();
    await h.ctx.db
      .updateTable('users')
      .set({ role: 'staff', staff_role: 'finance' })
      .where('id', '=', own.u.user.id)
      .execute();
    const ownToken = await staffSignIn(h, { username: own.u.email, password: own.u.password });
    expect((await h.call('staffWithdrawalRevealCard', { id: own.id }, { token: ownToken })).body).toEqual({
      code: 403,
      msg: 'You may not review your own withdrawal',
      data: null,
    });
    expect(await auditTrail(h.ctx.db, 'withdrawal', own.id)).toEqual([]);
    await h.call('staffWithdrawalReject', { id: own.id, reason: 'Test over' }, { token: finance.token });
    await h.call('staffWithdrawalReject', { id: cryptoId, reason: 'Test over' }, { token: finance.token });
  });
});
