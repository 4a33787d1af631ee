import { TRADING_ACCOUNTS, type TradingAccount } from '@bourse/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signOf } from '../../lib/decimal';
import { formatPercent } from '../../lib/format';
import { MASKED_AMOUNT } from '../../lib/money';
import { Amount } from '../../ui/Amount';
import { useAmountMasked } from '../../ui/amount-mask';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { InlineSkeleton } from '../../ui/InlineSkeleton';
import { ErrorState } from '../../ui/states';
import { useTradingAccount } from './queries';

interface AccountStripProps {
  account: TradingAccount;
  /** Offers Stock, Future and Forex to choose from (the Order tab); fixed when absent (My's Stock tab). */
  onAccountChange?: (account: TradingAccount) => void;
  /** Beside the title when there is no account switch (My's eye toggle). */
  aside?: ReactNode;
}

/**
 * One trading account's figures (docs/design.md §5): equity, open profit, used and free margin, margin level, and a
 * margin-call banner when the level is at or below 100%. Amounts follow the My screen's eye toggle where it applies.
 */
export function AccountStrip({ account, onAccountChange, aside }: AccountStripProps) {
  const { t } = useTranslation();
  const masked = useAmountMasked();
  const query = useTradingAccount(account);
  const data = query.data;
  const name = t(`wallets.${account}`);

  return (
    <section className="card account-strip" aria-label={t('trade.accountOf', { account: name })}>
      <div className="account-strip-head">
        <span className="account-strip-label">
          {onAccountChange ? t('trade.equity') : t('trade.equityOf', { account: name })}
        </span>
        {!onAccountChange && aside}
        {onAccountChange && (
          <ChoiceGroup<TradingAccount>
            kind="tab"
            label={t('trade.account')}
            className="account-switch"
            optionClassName="account-switch-option"
            value={account}
            onChange={onAccountChange}
            options={TRADING_ACCOUNTS.map((a) => ({ value: a, label: <AccountChoice account={a} /> }))}
          />
        )}
      </div>
      {query.isError && !data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="account-equity">
            {data ? <Amount value={data.equity} testId={`${account}-equity`} /> : <InlineSkeleton width={120} />}
          </div>
          <dl className="account-figures">
            <Figure label={t('trade.openProfit')} value={data?.openProfit} signed testId={`${account}-open-profit`} />
            <Figure label={t('trade.usedMargin')} value={data?.usedMargin} testId={`${account}-used-margin`} />
            <Figure label={t('trade.freeMargin')} value={data?.freeMargin} testId={`${account}-free-margin`} />
            <div>
              <dt>{t('trade.marginLevel')}</dt>
              <dd className="num" data-testid={`${account}-margin-level`}>
                {!data ? (
                  <InlineSkeleton />
                ) : masked ? (
                  MASKED_AMOUNT
                ) : data.marginLevel === null ? (
                  '--'
                ) : (
                  formatPercent(data.marginLevel, { grouped: false })
                )}
              </dd>
            </div>
          </dl>
          {data && signOf(data.frozen) > 0 && (
            // Equity leaves out what resting orders and transfers out hold back, which the account's total on My's
            // Stock tab counts (that total is equity + held back − open profit): said here.
            <p className="account-reserved">
              {t('trade.reservedOutOfEquity')}
              <Amount value={data.frozen} testId={`${account}-reserved`} />
            </p>
          )}
          {data?.marginCall && (
            <p className="margin-call" role="alert" data-testid="margin-call">
              {t('trade.marginCall', { account: name })}{' '}
              <Link to={`/my/transfer?type=${account}`}>{t('trade.transfer')}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** An account's name in the switch, with how many positions it holds (the list below shows one account's). */
function AccountChoice({ account }: { account: TradingAccount }) {
  const { t } = useTranslation();
  const held = useTradingAccount(account).data?.positions ?? 0;
  const name = t(`wallets.${account}`);
  if (held === 0) return name;
  return (
    <>
      <span aria-hidden>
        {name}
        <span className="account-switch-count">{held}</span>
      </span>
      <span className="visually-hidden">{t('trade.accountPositions', { account: name, count: held })}</span>
    </>
  );
}

function Figure({ label, value, signed, testId }: { label: string; value?: string; signed?: boolean; testId: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value === undefined ? <InlineSkeleton /> : <Amount value={value} signed={signed} testId={testId} />}</dd>
    </div>
  );
}
