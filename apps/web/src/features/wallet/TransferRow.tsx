import type { Transfer } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { Amount } from '../../ui/Amount';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { useSecondsLeft } from '../../ui/useSecondsLeft';
import { useCancelTransfer } from './mutations';
import { invalidateMoney } from './queries';

/** One transfer: from → to, amount, time and status; a pending one counts down and can be cancelled. */
export function TransferRow({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation();
  const route = `${t(`wallets.${transfer.from}`)} → ${t(`wallets.${transfer.to}`)}`;
  return (
    <li className="record-row" data-testid="transfer-row">
      <div className="record-main">
        <span className="record-title">{route}</span>
        <span className="record-sub num">{formatDateTime(transfer.createTimeTimestamp)}</span>
      </div>
      <div className="record-side">
        <Amount value={transfer.amount} className="record-amount" />
        {transfer.status === 'pending' ? (
          <PendingActions transfer={transfer} />
        ) : (
          <StatusTag tone={transfer.status === 'cancelled' ? 'ended' : 'completed'}>
            {t(`transfer.status.${transfer.status}`)}
          </StatusTag>
        )}
      </div>
    </li>
  );
}

function PendingActions({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useCancelTransfer();
  const seconds = useSecondsLeft(transfer.settleTimeTimestamp);

  // Settled on the server by now: show the new state and balances.
  useEffect(() => {
    if (seconds === 0) void invalidateMoney(queryClient);
  }, [seconds, queryClient]);

  const onCancel = async () => {
    const confirmed = await Dialog.confirm({
      title: t('transfer.cancelTitle'),
      content: t('transfer.cancelBody'),
      cancelText: t('common.cancel'),
      confirmText: t('common.ok'),
    });
    if (!confirmed || cancel.isPending) return;
    cancel.mutate(transfer.id, { onSuccess: () => showToast(t('messages.success')) });
  };

  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <span className="pending-actions">
      <StatusTag tone="pending" numeric>
        {t('transfer.settlesIn', { time: clock })}
      </StatusTag>
      {seconds > 0 && (
        <Button
          size="mini"
          fill="outline"
          color="primary"
          className="row-action"
          loading={cancel.isPending}
          onClick={() => void onCancel()}
        >
          {t('transfer.cancel')}
        </Button>
      )}
    </span>
  );
}
