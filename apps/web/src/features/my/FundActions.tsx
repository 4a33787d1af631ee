import { ActionSheet } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DepositIcon, HistoryIcon, WithdrawIcon } from '../../ui/icons';

/** Deposit, Withdraw (bank card or crypto) and History. */
export function FundActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const chooseWithdrawal = () => {
    ActionSheet.show({
      extra: t('my.withdrawTo'),
      actions: [
        { key: '/withdraw/bankcard', text: t('my.withdrawBank') },
        { key: '/withdraw/crypto', text: t('my.withdrawCrypto') },
      ],
      cancelText: t('common.cancel'),
      closeOnAction: true,
      onAction: (action) => void navigate(String(action.key)),
    });
  };

  return (
    <nav className="fund-actions" aria-label={t('my.fundActions')}>
      <Link to="/deposit" className="fund-action">
        <span className="fund-action-icon">
          <DepositIcon />
        </span>
        {t('my.deposit')}
      </Link>
      <button type="button" className="fund-action" onClick={chooseWithdrawal}>
        <span className="fund-action-icon">
          <WithdrawIcon />
        </span>
        {t('my.withdraw')}
      </button>
      <Link to="/my/transaction" className="fund-action">
        <span className="fund-action-icon">
          <HistoryIcon />
        </span>
        {t('my.history')}
      </Link>
    </nav>
  );
}
