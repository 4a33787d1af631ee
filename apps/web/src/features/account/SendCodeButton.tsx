import { EMAIL_CODE_RESEND_MS } from '@bourse/contract';
import { Button, type Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast';
import { useCountdown } from '../../ui/useCountdown';
import { useSendEmailCode } from './mutations';

export type FormInstance = ReturnType<typeof Form.useForm>[0];

interface SendCodeButtonProps {
  form: FormInstance;
  type: 'register' | 'reset';
}

/** Checks the email field, mails a code and counts 60 s down before another can be asked for. */
export function SendCodeButton({ form, type }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const sendCode = useSendEmailCode();
  const countdown = useCountdown();

  const onClick = async () => {
    if (sendCode.isPending || countdown.running) return;
    let email: string;
    try {
      ({ email } = (await form.validateFields(['email'])) as { email: string });
    } catch {
      return; // The email field now shows its prompt.
    }
    sendCode.mutate(
      { email: email.trim(), type },
      {
        onSuccess: () => {
          showToast(t('messages.sendSuccess'));
          countdown.start(EMAIL_CODE_RESEND_MS);
        },
      },
    );
  };

  return (
    <Button
      className="send-code-button"
      size="small"
      loading={sendCode.isPending}
      disabled={countdown.running}
      onClick={onClick}
    >
      {countdown.running ? t('auth.resendIn', { seconds: countdown.remaining }) : t('auth.sendCode')}
    </Button>
  );
}
