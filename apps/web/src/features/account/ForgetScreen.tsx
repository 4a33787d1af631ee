import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { EmailCodeFields } from './EmailCodeFields';
import { useResetPassword } from './mutations';
import { EMPTY_PASSWORDS, PasswordFields, type PasswordValues } from '../../ui/PasswordFields';

interface ForgetValues extends PasswordValues {
  email: string;
  code: string;
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
        initialValues={{ email: '', code: '', ...EMPTY_PASSWORDS }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={resetPassword.isPending}>
            {t('auth.resetPassword')}
          </Button>
        }
      >
        <EmailCodeFields form={form} type="reset" />
        <PasswordFields purpose="reset" />
      </Form>
      <div className="form-links center">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </div>
    </Screen>
  );
}
