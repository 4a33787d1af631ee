import { cardNoProblem } from '@bourse/contract';
import type { FormItemProps } from 'antd-mobile';
import { i18n } from '../../i18n';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** Spaces and dashes as typed ('4111 1111-1111 1111') removed. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The contract's card number check (length and Luhn), run before anything is sent. */
export const validCardNo: Rule = {
  validator: async (_rule, value: unknown) => {
    const digits = cardDigits(typeof value === 'string' ? value : '');
    if (digits === '') return; // The required rule says 'Please enter card number'.
    const problem = cardNoProblem(digits);
    if (problem) throw new Error(i18n.t('validation.fieldRule', { field: i18n.t('bankcard.cardNo'), rule: problem }));
  },
};
