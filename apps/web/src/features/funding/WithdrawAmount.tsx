import { useTranslation } from 'react-i18next';
import { truncate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { AmountField } from '../../ui/AmountField';
import { InlineSkeleton } from '../../ui/InlineSkeleton';
import type { useUsableWithdrawal } from './queries';

interface WithdrawAmountProps {
  usable: ReturnType<typeof useUsableWithdrawal>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The withdrawable amount, and the amount to withdraw with "All". */
export function WithdrawAmount({ usable, value, onChange, error }: WithdrawAmountProps) {
  const { t } = useTranslation();
  const data = usable.data;
  return (
    <>
      <div className="usable-box">
        <span className="usable-label">{t('withdraw.usable')}</span>
        <span className="usable-amount num" data-testid="usable-amount">
          {data ? `${formatMoney(data.amount)} ${data.currency}` : <InlineSkeleton />}
        </span>
      </div>
      <AmountField
        label={t('withdraw.amount')}
        unit="USD"
        value={value}
        onChange={onChange}
        onAll={data ? () => onChange(truncate(data.amount)) : undefined}
        error={error}
        hint={data ? t('withdraw.minNote', { min: formatMoney(data.minAmount) }) : undefined}
      />
    </>
  );
}
