import type { InstitutionDetail } from '@bourse/contract';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { compareDecimal } from '../../lib/decimal';
import { formatMoney, isAmountInput } from '../../lib/money';
import { AmountField } from '../../ui/AmountField';
import { showToast } from '../../ui/toast';
import { useWalletBalance } from '../wallet';
import { utcDateTime } from './format';
import { useFollow } from './mutations';
import { formatRate } from '../../lib/format';

/** Why `value` cannot be followed with (not an amount, under the minimum, over the maximum), or undefined. */
function followAmountProblem(
  value: string,
  limits: Pick<InstitutionDetail, 'minAmount' | 'maxAmount'>,
  t: TFunction,
): string | undefined {
  if (!isAmountInput(value) || compareDecimal(value, '0') <= 0) return t('validation.amount');
  if (compareDecimal(value, limits.minAmount) < 0) {
    return t('copyTrading.belowMin', { min: formatMoney(limits.minAmount) });
  }
  if (compareDecimal(value, limits.maxAmount) > 0) {
    return t('copyTrading.aboveMax', { max: formatMoney(limits.maxAmount) });
  }
  return undefined;
}

/**
 * The follow order: an amount from the Follow account within 100 and 1,000,000 USD, a confirmation that states the
 * cycle, the profit share and that the amount cannot be taken out once the cycle starts; then the order's record.
 */
export function FollowForm({ institution }: { institution: InstitutionDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollow();
  const balance = useWalletBalance('follow');
  const [amount, setAmount] = useState('');
  const value = amount.trim();
  // Checked as it is typed (exactly, as decimal strings): the rule it breaks shows under the field at once, and
  // Follow stays disabled until the amount is within the institution's limits. Nothing typed is no error yet.
  // More than the Follow account holds is refused here too (the server's 422 stays for a balance changed since).
  const available = balance.data?.balance;
  const problem =
    followAmountProblem(value, institution, t) ??
    (available !== undefined && compareDecimal(value, available) > 0
      ? t('copyTrading.aboveBalance', { balance: formatMoney(available) })
      : undefined);
  const error = value === '' ? undefined : problem;

  const onSubmit = () => {
    if (follow.isPending || problem) return;
    void Dialog.confirm({
      title: t('copyTrading.confirmTitle'),
      content: t('copyTrading.confirmBody', {
        amount: formatMoney(value),
        name: institution.name,
        start: utcDateTime(institution.nextCycleTimestamp),
        end: utcDateTime(institution.nextCycleTimestamp + institution.cycleMs),
        share: formatRate(institution.profitShareRate),
      }),
      confirmText: t('copyTrading.follow'),
      cancelText: t('common.cancel'),
      onConfirm: () =>
        follow
          .mutateAsync({ institutionId: institution.id, amount: value })
          .then(() => {
            showToast(t('copyTrading.placed'));
            void navigate('/follow/orders');
          })
          .catch((err: unknown) => {
            if (isApiError(err) && err.handled) return;
            const msg = isApiError(err) ? err.msg : '';
            void Dialog.alert({ title: t('copyTrading.failed'), content: msg, confirmText: t('common.ok') });
          }),
    });
  };

  return (
    <section className="card card-stack" aria-label={t('copyTrading.formTitle')}>
      <h2 className="card-title">{t('copyTrading.formTitle')}</h2>
      <AmountField
        label={t('copyTrading.amount')}
        unit="USD"
        value={amount}
        onChange={setAmount}
        error={error}
        hint={t('copyTrading.limits', {
          min: formatMoney(institution.minAmount),
          max: formatMoney(institution.maxAmount),
          balance: balance.data ? formatMoney(balance.data.balance) : '—',
        })}
      />
      <p className="card-note">{t('copyTrading.howItWorks', { share: formatRate(institution.profitShareRate) })}</p>
      <Button
        block
        color="primary"
        size="large"
        loading={follow.isPending}
        disabled={problem !== undefined}
        onClick={onSubmit}
      >
        {t('copyTrading.follow')}
      </Button>
    </section>
  );
}
