import { payPasswordField } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { PayPasswordInput } from '../../ui/PayPasswordInput';
import { redirectTarget, useCurrentUser, useSavePayPassword } from '../account';

type Step = 'old' | 'new' | 'confirm';

/** Set (first time) or change the 6-digit transaction password. */
export function PayPasswordScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();

  return (
    <Screen title={t('screens.payPassword')} backTo="/my/setting">
      {user ? (
        <PayPasswordFlow key={String(user.hasPayPassword)} updating={user.hasPayPassword} />
      ) : (
        <p className="muted">{t('common.loading')}</p>
      )}
    </Screen>
  );
}

/** Old password (when updating), then the new one twice; the two must match. */
function PayPasswordFlow({ updating }: { updating: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSavePayPassword();
  const firstStep: Step = updating ? 'old' : 'new';
  const [step, setStep] = useState<Step>(firstStep);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const entered = useRef<{ old: string | null; new: string }>({ old: null, new: '' });

  const goTo = (next: Step, message = '') => {
    setStep(next);
    setValue('');
    setError(message);
  };

  const onNext = () => {
    if (save.isPending) return;
    if (!payPasswordField.safeParse(value).success) {
      setError(t('validation.payPassword'));
      return;
    }
    if (step === 'old') {
      entered.current.old = value;
      goTo('new');
    } else if (step === 'new') {
      entered.current.new = value;
      goTo('confirm');
    } else if (value !== entered.current.new) {
      goTo('new', t('validation.passwordMismatch'));
    } else {
      save.mutate(
        { oldPayPassword: updating ? entered.current.old : null, payPassword: value },
        {
          onSuccess: () => {
            showToast(t('messages.success'));
            // Back to what asked for it (a withdrawal), else to Settings.
            void navigate(redirectTarget(location.state, '/my/setting'), { replace: true });
          },
          onError: () => goTo(firstStep),
        },
      );
    }
  };

  const heading = {
    old: t('payPassword.stepOld'),
    new: updating ? t('payPassword.stepNew') : t('payPassword.stepFirst'),
    confirm: t('payPassword.stepConfirm'),
  }[step];
  const label = {
    old: t('payPassword.oldLabel'),
    new: t('payPassword.newLabel'),
    confirm: t('payPassword.confirmLabel'),
  }[step];

  return (
    <div className="passcode-step">
      <h2>{heading}</h2>
      <p className="muted">{t('payPassword.hint')}</p>
      <PayPasswordInput
        key={step}
        label={label}
        value={value}
        onChange={(digits) => {
          setValue(digits);
          setError('');
        }}
        error={error !== ''}
      />
      <p className="passcode-error" role="alert">
        {error}
      </p>
      <Button block color="primary" size="large" loading={save.isPending} onClick={onNext}>
        {step === 'confirm' ? t('common.confirm') : t('common.next')}
      </Button>
    </div>
  );
}
