import { TRADING_WALLET_TYPES, TRANSFER_SETTLE_MS, type WalletType } from '@bourse/contract';
import { ActionSheet, Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimal } from '../../lib/decimal';
import { truncate } from '../../lib/format';
import { isAmountInput } from '../../lib/money';
import { AmountField } from '../../ui/AmountField';
import { SwapIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast';
import { useTransfer } from './mutations';
import { useWalletBalance } from './queries';
import { WalletSide } from './WalletSide';
import type { TradingWalletType } from './wallet-param';

/** From and to (Balance on one side), a swap, the amount with "All", and the submit. */
export function TransferForm({ initialWallet }: { initialWallet: TradingWalletType }) {
  const { t } = useTranslation();
  const [trading, setTrading] = useState<TradingWalletType>(initialWallet);
  const [intoTrading, setIntoTrading] = useState(true);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const transfer = useTransfer();

  const from: WalletType = intoTrading ? 'balance' : trading;
  const to: WalletType = intoTrading ? trading : 'balance';
  const fromBalance = useWalletBalance(from);
  const toBalance = useWalletBalance(to);
  const available = fromBalance.data?.balance;

  const chooseTrading = () => {
    ActionSheet.show({
      actions: TRADING_WALLET_TYPES.map((w) => ({ key: w, text: t(`wallets.${w}`) })),
      cancelText: t('common.cancel'),
      closeOnAction: true,
      onAction: (action) => {
        const next = TRADING_WALLET_TYPES.find((w) => w === action.key);
        if (next) setTrading(next);
      },
    });
  };

  const onSubmit = () => {
    if (transfer.isPending) return;
    const value = amount.trim();
    if (!isAmountInput(value) || compareDecimal(value, '0') <= 0) return setError(t('validation.amount'));
    if (available !== undefined && compareDecimal(value, available) > 0) return setError(t('money.exceedsAvailable'));
    setError(undefined);
    transfer.mutate(
      { from, to, amount: value },
      {
        onSuccess: (result) => {
          setAmount('');
          showToast(result.status === 'pending' ? t('transfer.pendingNotice') : t('messages.success'));
        },
      },
    );
  };

  const sides = [
    { key: 'from', label: t('transfer.from'), wallet: from, query: fromBalance },
    { key: 'to', label: t('transfer.to'), wallet: to, query: toBalance },
  ] as const;

  return (
    <section className="card transfer-card" aria-label={t('screens.transfer')}>
      <div className="transfer-sides">
        {sides.map((side) => (
          <WalletSide
            key={side.key}
            label={side.label}
            wallet={side.wallet}
            balance={side.query.data?.balance}
            loading={side.query.isPending}
            onChoose={side.wallet === 'balance' ? undefined : chooseTrading}
          />
        ))}
        <button
          type="button"
          className="swap-button"
          aria-label={t('transfer.swap')}
          onClick={() => {
            setIntoTrading((v) => !v);
            setError(undefined);
          }}
        >
          <SwapIcon />
        </button>
      </div>
      <AmountField
        label={t('money.amount')}
        unit="USD"
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setError(undefined);
        }}
        onAll={available ? () => setAmount(truncate(available)) : undefined}
        error={error}
        hint={
          intoTrading ? t('transfer.instantNote') : t('transfer.settleNote', { seconds: TRANSFER_SETTLE_MS / 1000 })
        }
      />
      <Button block color="primary" size="large" loading={transfer.isPending} onClick={onSubmit}>
        {t('transfer.submit')}
      </Button>
    </section>
  );
}
