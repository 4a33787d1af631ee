import type { Robot } from '@bourse/contract';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { compareDecimal, decimalOf } from '../../lib/decimal';
import { formatMoney, isAmountInput } from '../../lib/money';
import { AmountField } from '../../ui/AmountField';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { showToast } from '../../ui/toast';
import { useWalletBalance } from '../wallet';
import { useBuyRobot } from './mutations';

/**
 * The purchase: a period (with its fee) and the amount to allocate from Balance within the robot's limits; a
 * confirmation stating what leaves Balance and that no return is promised; then 'Purchase successful' and the rental,
 * or 'Purchase failed' with the reason, nothing taken. An amount that with its fee is more than the Balance the screen
 * has read is refused under the field as it is typed, Rent disabled, before any confirmation; the server still refuses
 * a purchase Balance cannot pay when it has changed since (another purchase, a transfer).
 */
export function RobotPurchaseForm({ robot }: { robot: Robot }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balance = useWalletBalance('balance');
  const buy = useBuyRobot();
  const [days, setDays] = useState<number | null>(robot.plans[0]?.days ?? null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const plan = robot.plans.find((p) => p.days === days);

  const amountProblem = (value: string) => {
    if (!isAmountInput(value) || compareDecimal(value, '0') <= 0) return t('validation.amount');
    if (compareDecimal(value, robot.minAmount) < 0) return t('robots.belowMin', { min: formatMoney(robot.minAmount) });
    if (compareDecimal(value, robot.maxAmount) > 0) return t('robots.aboveMax', { max: formatMoney(robot.maxAmount) });
    return undefined;
  };
  const value = amount.trim();
  const total = plan && amountProblem(value) === undefined ? decimalOf(value)?.add(plan.fee).toFixed(2) : undefined;
  // Amount and fee both leave Balance: more than the Balance read is refused here, as typed, not after confirming.
  const available = balance.data?.balance;
  const balanceProblem =
    plan && total !== undefined && available !== undefined && compareDecimal(total, available) > 0
      ? t('robots.aboveBalance', { balance: formatMoney(available), fee: formatMoney(plan.fee) })
      : undefined;

  const onSubmit = () => {
    if (buy.isPending || !plan || days === null || balanceProblem) return;
    const problem = amountProblem(value);
    setError(problem);
    if (problem || !total) return;
    void Dialog.confirm({
      title: t('robots.confirmTitle'),
      content: t('robots.confirmBody', {
        name: robot.name,
        days,
        amount: formatMoney(value),
        fee: formatMoney(plan.fee),
        total: formatMoney(total),
      }),
      confirmText: t('robots.rent'),
      cancelText: t('common.cancel'),
      onConfirm: () =>
        buy
          .mutateAsync({ robotId: robot.id, days, amount: value })
          .then((rental) => {
            showToast(t('robots.purchaseSuccessful'));
            void navigate(`/robot/order?id=${rental.id}`);
          })
          .catch((err: unknown) => {
            if (isApiError(err) && err.handled) return;
            const reason =
              isApiError(err) && err.data && typeof err.data === 'object' && 'reason' in err.data
                ? String(err.data.reason)
                : isApiError(err) && err.msg !== t('robots.purchaseFailed')
                  ? err.msg
                  : '';
            void Dialog.alert({ title: t('robots.purchaseFailed'), content: reason, confirmText: t('common.ok') });
          }),
    });
  };

  return (
    <section className="card card-stack" aria-label={t('robots.purchaseTitle')}>
      <h2 className="card-title">{t('robots.purchaseTitle')}</h2>
      <div className="card-field">
        <span className="amount-field-label">{t('robots.period')}</span>
        {/* Two to a row at 360 px, the period over its fee: side by side on one line they took a row each. */}
        <ChoiceGroup
          label={t('robots.period')}
          className="chip-select robot-plans"
          optionClassName="chip robot-plan"
          options={robot.plans.map((p) => ({
            value: p.days,
            ariaLabel: t('robots.plan', { count: p.days, fee: formatMoney(p.fee) }),
            label: (
              <>
                <span className="robot-plan-days">{t('robots.days', { count: p.days })}</span>
                <span className="robot-plan-fee num">{`${formatMoney(p.fee)} USD`}</span>
              </>
            ),
          }))}
          value={days}
          onChange={setDays}
        />
      </div>
      <AmountField
        label={t('robots.amount')}
        unit="USD"
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setError(undefined);
        }}
        error={error ?? balanceProblem}
        hint={t('robots.limits', {
          min: formatMoney(robot.minAmount),
          max: formatMoney(robot.maxAmount),
          balance: balance.data ? formatMoney(balance.data.balance) : '—',
        })}
      />
      <dl className="figure-list">
        <div className="figure-row">
          <dt>{t('robots.fee')}</dt>
          <dd className="num">{plan ? `${formatMoney(plan.fee)} USD` : '—'}</dd>
        </div>
        <div className="figure-row">
          <dt>{t('robots.total')}</dt>
          <dd className="num" data-testid="robot-total">
            {total ? `${formatMoney(total)} USD` : '—'}
          </dd>
        </div>
      </dl>
      <p className="card-note">{t('robots.noPromise')}</p>
      <Button
        block
        color="primary"
        size="large"
        loading={buy.isPending}
        disabled={!plan || balanceProblem !== undefined}
        onClick={onSubmit}
      >
        {t('robots.rent')}
      </Button>
    </section>
  );
}
