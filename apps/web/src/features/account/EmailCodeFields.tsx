import { emailCodeField, emailField } from '@bourse/contract';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { matches, required } from '../../ui/form-rules';
import { type FormInstance, SendCodeButton } from './SendCodeButton';

/** The email, with the button that mails a code of this type to it, and the code field. */
export function EmailCodeFields({ form, type }: { form: FormInstance; type: 'register' | 'reset' }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="email"
        label={t('fields.email')}
        rules={[required(t('validation.email')), matches(emailField, t('fields.email'))]}
        extra={<SendCodeButton form={form} type={type} />}
      >
        <Input type="email" placeholder={t('placeholders.email')} autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('fields.code')}
        rules={[required(t('validation.emailCode')), matches(emailCodeField, t('fields.code'))]}
      >
        <Input inputMode="numeric" maxLength={6} placeholder={t('placeholders.code')} autoComplete="one-time-code" />
      </Form.Item>
    </>
  );
}
