import type { FormItemProps } from 'antd-mobile';
import { i18n } from '../i18n';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** What the form needs of a contract field schema (a zod schema), so the rule lives in one place. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/** A required-input prompt of docs/product.md §5, e.g. 'Please enter email'. */
export const required = (message: string): Rule => ({ required: true, whitespace: true, message });

/** The contract's shape rule for a field, e.g. "Email must be an email address (text@text)". */
export const matches = (schema: FieldSchema, field: string): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    const result = schema.safeParse(value);
    if (result.success) return;
    const rule = result.error?.issues[0]?.message ?? '';
    throw new Error(i18n.t('validation.fieldRule', { field, rule }));
  },
});

/** The confirmation must equal another field: 'The two passwords do not match'. */
export const sameAs =
  (otherField: string): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(otherField)) throw new Error(i18n.t('validation.passwordMismatch'));
    },
  });
