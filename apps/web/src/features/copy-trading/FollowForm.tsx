import type { InstitutionDetail } from '@bourse/contract';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { compareDecimal } from '../../lib/decimal';
import { formatMoney, isAmountInput } from '../../lib/money';
import { AmountField } from '../../ui/AmountField';
import { showToast } from '../../ui/toast';
import { useWalletBalance } from '../wallet';
import { percentOfRate } from './InstitutionCard';
import { utcDateTime } from './format';
import { useFollow } from './mutations';

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
  const [error, setError] = useState<string | undefined>();
  const value = amount.trim();

  const problem = (v: string) => {
    if (!isAmountInput(v) || compareDecimal(v, '0') <= 0) return t('validation.amount');
    if (compareDecimal(v, institution.minAmount) < 0) {
      return t('copyTrading.belowMin', { min: formatMoney(institution.minAmount) });
    }
    if (compareDecimal(v, institution.maxAmount) > 0) {
      return t('copyTrading.aboveMax', { max: formatMoney(institution.maxAmount) });
    }
    return undefined;
  };

  const onSubmit = () => {
    if (follow.isPending) return;
    const p = problem(value);
    setError(p);
    if (p) return;
    void Dialog.confirm({
      title: t('copyTrading.confirmTitle'),
      content: t('copyTrading.confirmBody', {
        amount: formatMoney(value),
        name: institution.name,
        start: utcDateTime(institution.nextCycleTimestamp),
        end: utcDateTime(institution.nextCycleTimestamp + institution.cycleMs),
        share: percentOfRate(institution.profitShareRate),
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
        onChange={(next) => {
          setAmount(next);
          setError(undefined);
        }}
        error={error}
        hint={t('copyTrading.limits', {
          min: formatMoney(institution.minAmount),
          max: formatMoney(institution.maxAmount),
          balance: balance.data ? formatMoney(balance.data.balance) : '—',
        })}
      />
      <p className="card-note">{t('copyTrading.howItWorks', { share: percentOfRate(institution.profitShareRate) })}</p>
      <Button block color="primary" size="large" loading={follow.isPending} onClick={onSubmit}>
        {t('copyTrading.follow')}
      </Button>
    </section>
  );
}
