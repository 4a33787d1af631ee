import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { sessionStore } from '../../session/session-store';
import { Screen } from '../../ui/Screen';
import { required } from '../../ui/form-rules';
import { useLogin } from './mutations';
import { redirectTarget } from './redirect';

interface LoginValues {
  username: string;
  password: string;
}

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();

  const onFinish = ({ username, password }: LoginValues) => {
    if (login.isPending) return;
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: () => void navigate(redirectTarget(location.state, '/my'), { replace: true }) },
    );
  };

  return (
    <Screen title={t('screens.login')}>
      <div className="hero">
        <h2>{t('app.name')}</h2>
        <p>{t('auth.loginTagline')}</p>
      </div>
      <Form
        name="login"
        className="bourse-form"
        layout="vertical"
        requiredMarkStyle="none"
        initialValues={{ username: sessionStore.lastAccount(), password: '' }}
        onFinish={onFinish}
        footer={
          <>
            <div className="form-aside">
              <Link to="/forget">{t('auth.forgotPassword')}</Link>
            </div>
            <Button block type="submit" color="primary" size="large" loading={login.isPending}>
              {t('auth.login')}
            </Button>
          </>
        }
      >
        <Form.Item name="username" label={t('fields.username')} rules={[required(t('validation.username'))]}>
          <Input placeholder={t('placeholders.username')} autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={[required(t('validation.password'))]}>
          <Input type="password" placeholder={t('placeholders.loginPassword')} autoComplete="current-password" />
        </Form.Item>
      </Form>
      <div className="form-links center">
        <span>
          {t('auth.noAccount')} <Link to="/register">{t('auth.createAccount')}</Link>
        </span>
      </div>
    </Screen>
  );
}
