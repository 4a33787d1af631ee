import { totpCodeField, type TotpEnrolment } from '@bourse/contract';
import { Button, Dialog, Input, type InputRef } from 'antd-mobile';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInputAria } from '../../ui/input-aria';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { useQrCode } from '../funding';
import { useTwoFactorEnrol, useTwoFactorStatus, useTwoFactorSwitch } from '../account';
import './my.css';

/**
 * /my/2fa: turn the authenticator (TOTP) second factor on for login and withdrawals (scan the QR code, confirm with
 * a code) or off (with a code, after a confirmation).
 */
export function TwoFactorScreen() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();

  return (
    <Screen title={t('twoFactor.title')} backTo="/my/setting">
      {status.isError ? (
        <div className="two-factor">
          <p className="muted">{t('states.loadFailed')}</p>
          <Button onClick={() => void status.refetch()}>{t('states.retry')}</Button>
        </div>
      ) : !status.data ? (
        <p className="muted">{t('common.loading')}</p>
      ) : status.data.enabled === 1 ? (
        <TurnOff />
      ) : (
        <TurnOn enrolled={status.data.enrolled === 1} />
      )}
    </Screen>
  );
}

/** The 6-digit code field, with its rule checked before anything is sent. */
function useCode() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const input = useRef<InputRef>(null);
  const id = useId();
  useInputAria(input, error !== '', error ? `${id}-error` : undefined);
  const valid = () => {
    const ok = totpCodeField.safeParse(code).success;
    setError(ok ? '' : t('twoFactor.codeRule'));
    return ok;
  };
  const field = (
    <div className="two-factor-code">
      <label htmlFor={id}>{t('twoFactor.codeLabel')}</label>
      <Input
        ref={input}
        id={id}
        value={code}
        onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="000000"
      />
      {error && (
        <span id={`${id}-error`} className="form-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
  return { code, field, valid, clear: () => setCode('') };
}

function TurnOn({ enrolled }: { enrolled: boolean }) {
  const { t } = useTranslation();
  const enrol = useTwoFactorEnrol();
  const turn = useTwoFactorSwitch();
  const code = useCode();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();

  const onTurnOn = () => {
    if (!code.valid() || turn.isPending) return;
    turn.mutate(
      { on: true, code: code.code },
      { onSuccess: () => showToast(t('twoFactor.turnedOn')), onError: code.clear },
    );
  };

  if (!enrolled && !enrolment) {
    return (
      <div className="two-factor">
        <p>{t('twoFactor.offIntro')}</p>
        <Button
          block
          color="primary"
          size="large"
          loading={enrol.isPending}
          onClick={() => enrol.mutate(undefined, { onSuccess: setEnrolment })}
        >
          {t('twoFactor.setUp')}
        </Button>
      </div>
    );
  }
  return (
    <div className="two-factor">
      {enrolment ? <EnrolmentQr enrolment={enrolment} /> : <p>{t('twoFactor.alreadyEnrolled')}</p>}
      {code.field}
      <Button block color="primary" size="large" loading={turn.isPending} onClick={onTurnOn}>
        {t('twoFactor.turnOn')}
      </Button>
    </div>
  );
}

function EnrolmentQr({ enrolment }: { enrolment: TotpEnrolment }) {
  const { t } = useTranslation();
  const qr = useQrCode(enrolment.otpauthUrl);
  return (
    <>
      <p>{t('twoFactor.scan')}</p>
      <div className="two-factor-qr">
        {qr ? (
          <img src={qr} alt={t('twoFactor.qrAlt')} width={180} height={180} />
        ) : (
          <span className="muted">{t('common.loading')}</span>
        )}
      </div>
      <p className="muted">{t('twoFactor.manual')}</p>
      <p className="two-factor-secret num">{enrolment.secret}</p>
    </>
  );
}

function TurnOff() {
  const { t } = useTranslation();
  const turn = useTwoFactorSwitch();
  const code = useCode();

  const onTurnOff = async () => {
    if (!code.valid() || turn.isPending) return;
    const confirmed = await Dialog.confirm({
      title: t('twoFactor.offConfirmTitle'),
      content: t('twoFactor.offConfirmBody'),
      cancelText: t('common.cancel'),
      confirmText: t('common.ok'),
    });
    if (!confirmed) return;
    turn.mutate(
      { on: false, code: code.code },
      { onSuccess: () => showToast(t('twoFactor.turnedOff')), onError: code.clear },
    );
  };

  return (
    <div className="two-factor">
      <p>{t('twoFactor.onIntro')}</p>
      {code.field}
      <Button block size="large" loading={turn.isPending} onClick={() => void onTurnOff()}>
        {t('twoFactor.turnOff')}
      </Button>
    </div>
  );
}
