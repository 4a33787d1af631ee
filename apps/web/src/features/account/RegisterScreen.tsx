import { inviteCodeField, userLoginIdField } from '@bourse/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { EmailCodeFields } from './EmailCodeFields';
import { matches, required } from '../../ui/form-rules';
import { useRegister } from './mutations';
import { EMPTY_PASSWORDS, PasswordFields, type PasswordValues } from '../../ui/PasswordFields';

interface RegisterValues extends PasswordValues {
  email: string;
  code: string;
  userLoginId: string;
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
          ...EMPTY_PASSWORDS,
          inviteCode: searchParams.get('inviteCode') ?? '',
        }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={register.isPending}>
            {t('auth.register')}
          </Button>
        }
      >
        <EmailCodeFields form={form} type="register" />
        <Form.Item
          name="userLoginId"
          label={t('fields.userLoginId')}
          rules={[required(t('validation.userId')), matches(userLoginIdField, t('fields.userLoginId'))]}
        >
          <Input placeholder={t('placeholders.userLoginId')} autoComplete="username" maxLength={20} />
        </Form.Item>
        <PasswordFields purpose="register" />
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
