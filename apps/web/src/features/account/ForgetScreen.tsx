import { emailCodeField, emailField, passwordField } from '@bourse/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { matches, required, sameAs } from './form-rules';
import { useResetPassword } from './mutations';
import { SendCodeButton } from './SendCodeButton';

interface ForgetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export function ForgetScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetValues>();
  const resetPassword = useResetPassword();

  const onFinish = (values: ForgetValues) => {
    if (resetPassword.isPending) return;
    resetPassword.mutate(
      { email: values.email.trim(), code: values.code.trim(), password: values.password },
      {
        onSuccess: () => {
          showToast(t('messages.success'));
          void navigate('/login', { replace: true });
        },
      },
    );
  };

  return (
    <Screen title={t('screens.forget')} backTo="/login">
      <div className="hero">
        <p>{t('auth.forgetTagline')}</p>
      </div>
      <Form
        form={form}
        name="forget"
        className="bourse-form"
        layout="vertical"
        requiredMarkStyle="none"
        initialValues={{ email: '', code: '', password: '', confirmPassword: '' }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={resetPassword.isPending}>
            {t('auth.resetPassword')}
          </Button>
        }
      >
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[required(t('validation.email')), matches(emailField, t('fields.email'))]}
          extra={<SendCodeButton form={form} type="reset" />}
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
        <Form.Item
          name="password"
          label={t('fields.newPassword')}
          rules={[required(t('validation.newPassword')), matches(passwordField, t('fields.newPassword'))]}
        >
          <Input type="password" placeholder={t('placeholders.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          dependencies={['password']}
          rules={[required(t('validation.newPassword')), sameAs('password')]}
        >
          <Input type="password" placeholder={t('placeholders.confirmPassword')} autoComplete="new-password" />
        </Form.Item>
      </Form>
      <div className="form-links center">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </div>
    </Screen>
  );
}
