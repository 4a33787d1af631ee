import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sumDecimals } from '../../lib/money';
import { Amount } from '../../ui/Amount';
import { InlineSkeleton } from '../../ui/InlineSkeleton';
import { HistoryIcon, SwapIcon } from '../../ui/icons';
import { ErrorState } from '../../ui/states';
import { FollowOrderList } from '../copy-trading';
import { IpoList } from '../ipo';
import { AccountStrip } from '../trade';
import { BillList, useWalletBalance } from '../wallet';
import { EyeToggle } from './EyeToggle';

/**
 * A trading account: for Stock first its trading figures (equity, margin, margin level), then its available and
 * frozen amounts, transfer and history links, and its records. The eye toggle masks them all.
 */
export function WalletTab({ wallet }: { wallet: 'stock' | 'ipo' | 'follow' }) {
  const { t } = useTranslation();
  const balance = useWalletBalance(wallet);
  const data = balance.data;
  const name = t(`wallets.${wallet}`);

  return (
    <div className="my-tab">
      {wallet === 'stock' && <AccountStrip account="stock" aside={<EyeToggle />} />}
      <section className="card asset-card" aria-label={t('my.walletAccount', { wallet: name })}>
        <div className="asset-head">
          <span className="asset-label">{t('my.walletTotal', { wallet: name })}</span>
          {wallet !== 'stock' && <EyeToggle />}
        </div>
        {balance.isError && !data ? (
          <ErrorState onRetry={() => void balance.refetch()} />
        ) : (
          <>
            <div className="asset-total">
              {data ? (
                <Amount value={sumDecimals([data.balance, data.usedBalance])} testId={`${wallet}-total`} />
              ) : (
                <Skeleton animated className="skeleton-total" />
              )}
            </div>
            <dl className="asset-grid">
              <div>
                <dt>{t('my.walletBalance')}</dt>
                <dd>{data ? <Amount value={data.balance} testId={`${wallet}-balance`} /> : <InlineSkeleton />}</dd>
              </div>
              <div>
                <dt>{t('my.usedBalance')}</dt>
                <dd>{data ? <Amount value={data.usedBalance} testId={`${wallet}-used`} /> : <InlineSkeleton />}</dd>
              </div>
            </dl>
          </>
        )}
        <div className="asset-links">
          <Link to={`/my/transfer?type=${wallet}`} className="asset-link">
            <SwapIcon />
            {t('my.transfer')}
          </Link>
          <Link to={`/my/transaction?type=${wallet}`} className="asset-link">
            <HistoryIcon />
            {t('my.history')}
          </Link>
        </div>
      </section>
      {wallet === 'ipo' && (
        <>
          <h2 className="section-title">{t('ipo.subscriptions')}</h2>
          <IpoList />
        </>
      )}
      {wallet === 'follow' && (
        <>
          <h2 className="section-title">
            <Link to="/institution">{t('copyTrading.myOrders')}</Link>
          </h2>
          <FollowOrderList />
        </>
      )}
      <h2 className="section-title">{t('my.records')}</h2>
      <BillList walletType={wallet} />
    </div>
  );
}
