import { emailCodeField, emailField, inviteCodeField, passwordField, userLoginIdField } from '@bourse/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { matches, required, sameAs } from './form-rules';
import { useRegister } from './mutations';
import { SendCodeButton } from './SendCodeButton';

interface RegisterValues {
  email: string;
  code: string;
  userLoginId: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
}

export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();

  const onFinish = (values: RegisterValues) => {
    if (register.isPending) return;
    const inviteCode = values.inviteCode.trim();
    register.mutate(
      {
        email: values.email.trim(),
        code: values.code.trim(),
        userLoginId: values.userLoginId.trim(),
        password: values.password,
        inviteCode: inviteCode || undefined,
      },
      {
        onSuccess: () => {
          showToast(t('messages.registerSuccess'));
          void navigate('/my', { replace: true });
        },
      },
    );
  };

  return (
    <Screen title={t('screens.register')} backTo="/login">
      <div className="hero">
        <p>{t('auth.registerTagline')}</p>
      </div>
      <Form
        form={form}
        name="register"
        className="bourse-form"
        layout="vertical"
        requiredMarkStyle="none"
        initialValues={{
          email: '',
          code: '',
          userLoginId: '',
          password: '',
          confirmPassword: '',
          inviteCode: searchParams.get('inviteCode') ?? '',
        }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={register.isPending}>
            {t('auth.register')}
          </Button>
        }
      >
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[required(t('validation.email')), matches(emailField, t('fields.email'))]}
          extra={<SendCodeButton form={form} type="register" />}
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
          name="userLoginId"
          label={t('fields.userLoginId')}
          rules={[required(t('validation.userId')), matches(userLoginIdField, t('fields.userLoginId'))]}
        >
          <Input placeholder={t('placeholders.userLoginId')} autoComplete="username" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          rules={[required(t('validation.password')), matches(passwordField, t('fields.password'))]}
        >
          <Input type="password" placeholder={t('placeholders.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          dependencies={['password']}
          rules={[required(t('validation.password')), sameAs('password')]}
        >
          <Input type="password" placeholder={t('placeholders.confirmPassword')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="inviteCode"
          label={t('fields.inviteCode')}
          rules={[matches(inviteCodeField, t('fields.inviteCode'))]}
        >
          <Input placeholder={t('placeholders.inviteCode')} autoComplete="off" maxLength={16} />
        </Form.Item>
      </Form>
      <div className="form-links center">
        <span>
          {t('auth.haveAccount')} <Link to="/login">{t('auth.login')}</Link>
        </span>
      </div>
    </Screen>
  );
}
