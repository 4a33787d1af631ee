import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_PASSWORD_LENGTH, PayPasswordInput } from '../../ui/PayPasswordInput';
import '../../ui/money-ui.css';

interface PayPasswordPopupProps {
  visible: boolean;
  /** What is being confirmed, e.g. "Withdraw 100.00 USD". */
  summary: string;
  loading: boolean;
  onSubmit: (payPassword: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for the 6-digit transaction password in a bottom sheet; a refused password clears the boxes. */
export function PayPasswordPopup({ visible, summary, loading, onSubmit, onClose }: PayPasswordPopupProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  const submit = async (digits: string) => {
    if (loading) return;
    if (digits.length !== PAY_PASSWORD_LENGTH) return setError(t('validation.payPassword'));
    try {
      await onSubmit(digits);
    } catch {
      setValue('');
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={loading ? undefined : onClose}
      onClose={onClose}
      bodyClassName="sheet"
      destroyOnClose
      afterClose={() => {
        setValue('');
        setError('');
      }}
    >
      <div className="sheet-body passcode-sheet">
        <p className="sheet-title">{t('withdraw.passwordTitle')}</p>
        <p className="muted">{summary}</p>
        <PayPasswordInput
          label={t('withdraw.passwordLabel')}
          value={value}
          onChange={(digits) => {
            setValue(digits);
            setError('');
          }}
          onFill={(digits) => void submit(digits)}
          error={error !== ''}
        />
        <p className="passcode-error" role="alert">
          {error}
        </p>
        <div className="sheet-actions">
          <Button block onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button block color="primary" loading={loading} onClick={() => void submit(value)}>
            {t('common.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
