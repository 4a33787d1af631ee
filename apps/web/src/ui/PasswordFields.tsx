import { passwordField } from '@bourse/contract';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { matches, required, sameAs } from './form-rules';

/** The two fields' names and values in the form that holds them. */
export interface PasswordValues {
  password: string;
  confirmPassword: string;
}
export const EMPTY_PASSWORDS: PasswordValues = { password: '', confirmPassword: '' };

/** The words of each use: a first password (register), a forgotten one replaced (reset), or a change. */
const TEXTS = {
  register: { label: 'fields.password', prompt: 'validation.password', confirm: 'fields.confirmPassword' },
  reset: { label: 'fields.newPassword', prompt: 'validation.newPassword', confirm: 'fields.confirmPassword' },
  change: { label: 'fields.newPassword', prompt: 'validation.newPassword', confirm: 'fields.confirmNewPassword' },
} as const;

/** A new login password and its confirmation: required, the contract's password rule, and the two must match. */
export function PasswordFields({ purpose }: { purpose: keyof typeof TEXTS }) {
  const { t } = useTranslation();
  const text = TEXTS[purpose];
  return (
    <>
      <Form.Item
        name="password"
        label={t(text.label)}
        rules={[required(t(text.prompt)), matches(passwordField, t(text.label))]}
      >
        <Input type="password" placeholder={t('placeholders.password')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t(text.confirm)}
        dependencies={['password']}
        rules={[required(t(text.prompt)), sameAs('password')]}
      >
        <Input type="password" placeholder={t('placeholders.confirmPassword')} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
