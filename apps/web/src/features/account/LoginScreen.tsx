import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { sessionStore } from '../../session/session-store';
import { toastError } from '../../ui/toast';
import { Screen } from '../../ui/Screen';
import { required } from '../../ui/form-rules';
import { useLogin } from './mutations';
import { redirectTarget } from './redirect';

interface LoginValues {
  username: string;
  password: string;
  totpCode?: string;
}

/** The server's answer when two-factor authentication is on and no code was given. */
const CODE_REQUIRED = 'totpCode: is required';

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [askCode, setAskCode] = useState(false);

  const onFinish = ({ username, password, totpCode }: LoginValues) => {
    if (login.isPending) return;
    login.mutate(
      { username: username.trim(), password, ...(askCode && totpCode ? { totpCode } : {}) },
      {
        onSuccess: () => void navigate(redirectTarget(location.state, '/my'), { replace: true }),
        onError: (error) => {
          if (isApiError(error) && error.msg === CODE_REQUIRED) setAskCode(true);
          else toastError(error);
        },
      },
    );
  };

  return (
    <Screen title={t('screens.login')} backTo="/market">
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
        {askCode && (
          <Form.Item
            name="totpCode"
            label={t('twoFactor.codeLabel')}
            help={t('twoFactor.loginHelp')}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('twoFactor.codeRule') }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" placeholder="000000" maxLength={6} autoFocus />
          </Form.Item>
        )}
      </Form>
      <div className="form-links center">
        <span>
          {t('auth.noAccount')} <Link to="/register">{t('auth.createAccount')}</Link>
        </span>
      </div>
    </Screen>
  );
}
