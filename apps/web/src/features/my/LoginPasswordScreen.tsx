import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { EMPTY_PASSWORDS, PasswordFields, type PasswordValues } from '../../ui/PasswordFields';
import { required, useUpdatePassword } from '../account';

interface LoginPasswordValues extends PasswordValues {
  oldPassword: string;
}

/** Change the login password; the server ends the user's other sessions. */
export function LoginPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updatePassword = useUpdatePassword();

  const onFinish = ({ oldPassword, password }: LoginPasswordValues) => {
    if (updatePassword.isPending) return;
    updatePassword.mutate(
      { oldPassword, password },
      {
        onSuccess: () => {
          showToast(t('messages.success'));
          void navigate('/my/setting', { replace: true });
        },
      },
    );
  };

  return (
    <Screen title={t('screens.loginPassword')} backTo="/my/setting">
      <p className="note">{t('loginPassword.note')}</p>
      <Form
        name="loginpwd"
        className="bourse-form"
        layout="vertical"
        requiredMarkStyle="none"
        initialValues={{ oldPassword: '', ...EMPTY_PASSWORDS }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large" loading={updatePassword.isPending}>
            {t('loginPassword.change')}
          </Button>
        }
      >
        <Form.Item name="oldPassword" label={t('fields.oldPassword')} rules={[required(t('validation.password'))]}>
          <Input type="password" placeholder={t('placeholders.oldPassword')} autoComplete="current-password" />
        </Form.Item>
        <PasswordFields purpose="change" />
      </Form>
    </Screen>
  );
}
