import type { WatchlistRow } from '@bourse/contract';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../ui/icons';
import { InstrumentLogo } from '../../ui/InstrumentLogo';
import { Screen } from '../../ui/Screen';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { useRemoveFromWatchlist } from './mutations';
import { useWatchlistRows } from './queries';
import './watchlist.css';

/** /collect/manage: remove entries, each after a confirmation; the row leaves at once. */
export function ManageScreen() {
  const { t } = useTranslation();
  const rows = useWatchlistRows();
  const remove = useRemoveFromWatchlist();

  const confirmRemove = async (row: WatchlistRow) => {
    const confirmed = await Dialog.confirm({
      title: t('watchlist.removeTitle'),
      content: t('watchlist.removeBody', { code: row.f12, name: row.f14 }),
      cancelText: t('common.cancel'),
      confirmText: t('watchlist.removeConfirm'),
    });
    if (confirmed) remove.mutate({ id: row.id, stockCode: row.f12, market: row.market });
  };

  return (
    <Screen title={t('watchlist.manage')} backTo="/collect">
      {rows.isPending ? (
        <ListSkeleton />
      ) : rows.isError ? (
        <ErrorState onRetry={() => void rows.refetch()} />
      ) : rows.data.length === 0 ? (
        <EmptyState title={t('watchlist.empty')} />
      ) : (
        <ul className="row-group manage-list">
          {rows.data.map((row) => (
            <li key={row.id} className="row" data-testid="manage-row" data-code={row.f12}>
              <InstrumentLogo url={row.localLogoUrl} code={row.f12} />
              <span className="row-label quote-id">
                <span className="quote-code">{row.f12}</span>
                <span className="quote-name">{row.f14}</span>
              </span>
              <button
                type="button"
                className="icon-button danger"
                aria-label={t('watchlist.removeNamed', { code: row.f12 })}
                onClick={() => void confirmRemove(row)}
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
