import type { Position } from '@bourse/contract';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimal } from '../../lib/decimal';
import { formatMoney, isAmountInput } from '../../lib/money';
import { formatPrice, truncate } from '../../lib/format';
import { AmountField } from '../../ui/AmountField';
import { showToast } from '../../ui/toast';
import { useAddMargin } from './mutations';
import { useTradingAccount } from './queries';

/** A bottom sheet that moves money from the account into an isolated position's margin (docs/design.md §5). */
export function AddMarginSheet({ position, onClose }: { position: Position | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddMargin();
  const account = useTradingAccount(position?.account ?? 'stock', position !== null);
  const available = account.data?.freeMargin;

  const submit = () => {
    if (!position || add.isPending) return;
    const value = amount.trim();
    if (!isAmountInput(value) || compareDecimal(value, '0') <= 0) return setError(t('validation.amount'));
    if (available !== undefined && compareDecimal(value, available) > 0) return setError(t('money.exceedsAvailable'));
    add.mutate(
      { id: position.id, amount: value },
      {
        onSuccess: () => {
          showToast(t('messages.success'));
          onClose();
        },
      },
    );
  };

  return (
    <Popup
      visible={position !== null}
      onMaskClick={add.isPending ? undefined : onClose}
      onClose={onClose}
      bodyClassName="sheet"
      destroyOnClose
      afterClose={() => {
        setAmount('');
        setError(undefined);
      }}
    >
      {position && (
        <div className="sheet-body" data-testid="add-margin-sheet">
          <p className="sheet-title">{t('trade.addMarginTitle', { code: position.stockCode })}</p>
          <p className="muted add-margin-now">
            {t('trade.marginNow', { amount: formatMoney(position.marginAmount) })}
            {position.liquidationPrice &&
              ` · ${t('trade.liquidationAt', { price: formatPrice(position.liquidationPrice) })}`}
          </p>
          <AmountField
            label={t('money.amount')}
            unit="USD"
            value={amount}
            onChange={(next) => {
              setAmount(next);
              setError(undefined);
            }}
            onAll={available && compareDecimal(available, '0') > 0 ? () => setAmount(truncate(available)) : undefined}
            error={error}
            hint={
              available !== undefined
                ? t('trade.freeMarginIn', {
                    amount: formatMoney(available),
                    account: t(`wallets.${position.account}`),
                  })
                : undefined
            }
          />
          <p className="trade-note add-margin-note">{t('trade.addMarginNote')}</p>
          <div className="sheet-actions">
            <Button block onClick={onClose} disabled={add.isPending}>
              {t('common.cancel')}
            </Button>
            <Button block color="primary" loading={add.isPending} onClick={submit}>
              {t('trade.addMargin')}
            </Button>
          </div>
        </div>
      )}
    </Popup>
  );
}
