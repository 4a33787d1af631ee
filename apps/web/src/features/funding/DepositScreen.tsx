import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardIcon, ChevronIcon, CoinIcon } from '../../ui/icons';
import { Screen } from '../../ui/Screen';
import { BankDeposit } from './BankDeposit';
import { RecordsLink } from './RecordsLink';
import './funding.css';

/** /deposit: choose a bank transfer or digital currency; the bank transfer continues here (?method=bank). */
export function DepositScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bank = params.get('method') === 'bank';

  return (
    <Screen
      title={bank ? t('deposit.bankTitle') : t('screens.deposit')}
      backTo={bank ? '/deposit' : '/my'}
      wideSides
      actions={<RecordsLink to="/deposit/record" />}
    >
      {bank ? <BankDeposit /> : <DepositMethods />}
    </Screen>
  );
}

function DepositMethods() {
  const { t } = useTranslation();
  return (
    <>
      <p className="screen-lead">{t('deposit.choose')}</p>
      <nav className="method-list" aria-label={t('deposit.choose')}>
        <Link to="/deposit?method=bank" className="method-row">
          <span className="method-icon">
            <CardIcon />
          </span>
          <span className="method-text">
            <span className="method-title">{t('deposit.bank')}</span>
            <span className="method-sub">{t('deposit.bankSub')}</span>
          </span>
          <ChevronIcon />
        </Link>
        <Link to="/deposit/wallet" className="method-row">
          <span className="method-icon">
            <CoinIcon />
          </span>
          <span className="method-text">
            <span className="method-title">{t('deposit.crypto')}</span>
            <span className="method-sub">{t('deposit.cryptoSub')}</span>
          </span>
          <ChevronIcon />
        </Link>
      </nav>
    </>
  );
}
