import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../ui/Screen';
import { PayPasswordPopup } from './PayPasswordPopup';
import { RecordsLink } from './RecordsLink';
import type { useWithdraw } from './useWithdraw';
import type { WithdrawAmountState } from './useWithdrawAmount';
import { WithdrawAmount } from './WithdrawAmount';
import { WithdrawResult } from './WithdrawResult';
import './funding.css';

interface WithdrawLayoutProps {
  title: string;
  amount: WithdrawAmountState;
  flow: ReturnType<typeof useWithdraw>;
  /** Under the amount. */
  amountNote?: ReactNode;
  /** The heading over where the money goes, e.g. "To bank card". */
  targetTitle: string;
  /** The choice of where the money goes. */
  children: ReactNode;
  onSubmit: () => void;
}

/**
 * A withdrawal screen: the amount, where it goes, the submit button and the pay-password sheet; once sent, the
 * request and its status instead.
 */
export function WithdrawLayout({
  title,
  amount,
  flow,
  amountNote,
  targetTitle,
  children,
  onSubmit,
}: WithdrawLayoutProps) {
  const { t } = useTranslation();
  return (
    <Screen title={title} backTo="/my" wideSides actions={<RecordsLink to="/withdraw/record" />}>
      {flow.result ? (
        <WithdrawResult withdrawal={flow.result} />
      ) : (
        <>
          <section className="card form-card">
            <WithdrawAmount
              usable={amount.usable}
              value={amount.value}
              onChange={amount.onChange}
              error={amount.error}
            />
            {amountNote}
          </section>
          <div className="section-head">
            <h2 className="section-title">{targetTitle}</h2>
            <Link to="/bankcard" className="section-link">
              {t('bankcard.manage')}
            </Link>
          </div>
          {children}
          <Button block color="primary" size="large" className="submit-button" onClick={onSubmit}>
            {t('withdraw.submit')}
          </Button>
          <PayPasswordPopup
            visible={flow.pending !== null}
            summary={flow.pending?.summary ?? ''}
            loading={flow.submitting}
            onSubmit={flow.submit}
            onClose={flow.cancel}
          />
        </>
      )}
    </Screen>
  );
}
