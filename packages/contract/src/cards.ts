import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { boundedText, idField, text } from './fields.ts';

export const CARD_LIMIT = 10;
export const CARD_NAME_MAX = 100;
export const CARD_NO_MIN = 12;
export const CARD_NO_MAX = 19;
export const CARD_NO_INVALID = 'is not a valid card number (check the digits)';

/** The Luhn (mod 10) check digit test of ISO/IEC 7812. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Why a card number (spaces and dashes removed) is refused, or undefined when it is fine. */
export function cardNoProblem(digits: string): string | undefined {
  if (digits === '') return 'is required';
  if (!/^\d+$/.test(digits)) return 'must contain only digits, spaces or dashes';
  if (digits.length < CARD_NO_MIN || digits.length > CARD_NO_MAX) {
    return `must be ${CARD_NO_MIN} to ${CARD_NO_MAX} digits`;
  }
  return luhnValid(digits) ? undefined : CARD_NO_INVALID;
}

/** A card number as typed ("4111 1111-1111 1111"); parses to its digits. */
export const cardNoField = text()
  .max(64, `must be ${CARD_NO_MIN} to ${CARD_NO_MAX} digits`)
  .transform((s) => s.replace(/[\s-]/g, ''))
  .superRefine((digits, ctx) => {
    const problem = cardNoProblem(digits);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const cardFields = {
  bankName: boundedText(CARD_NAME_MAX),
  bankAccountName: boundedText(CARD_NAME_MAX),
  cardNo: cardNoField,
};

/** A saved card as the app sees it: the number only masked ("**** **** **** 1234"). */
export const bankCardSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  bankAccountName: z.string(),
  cardNo: z.string(),
  last4: z.string(),
  createTimeTimestamp: z.number().int(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const cardEndpoints = {
  addCardNo: defineEndpoint({
    method: 'POST',
    path: '/UserAccount/addCardNo',
    tag: 'cards',
    summary: `Save a bank card (at most ${CARD_LIMIT}); the number must pass the Luhn check`,
    auth: true,
    input: z.strictObject(cardFields),
    output: bankCardSchema,
  }),
  updateCardNo: defineEndpoint({
    method: 'POST',
    path: '/UserAccount/UpdateCardNo',
    tag: 'cards',
    summary: 'Change a saved bank card',
    auth: true,
    input: z.strictObject({ id: idField, ...cardFields }),
    output: bankCardSchema,
  }),
  deleteCard: defineEndpoint({
    method: 'POST',
    path: '/UserAccount/delete-card',
    tag: 'cards',
    summary: 'Delete a saved bank card',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: z.null(),
  }),
  selectCardNo: defineEndpoint({
    method: 'POST',
    path: '/UserAccount/SelectCardNo',
    tag: 'cards',
    summary: "The user's bank cards, oldest first, numbers masked",
    auth: true,
    input: z.strictObject({}),
    output: z.array(bankCardSchema),
  }),
};
