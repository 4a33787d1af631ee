import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { QuoteRef } from '../../lib/quote-ref';
import { useSession } from '../../session/useSession';
import { StarIcon } from '../../ui/icons';
import { useAddToWatchlist, useRemoveFromWatchlist, useWatchlistRows } from '../watchlist';

/** Adds the instrument to the watchlist or removes it; a visitor is asked to log in first. */
export function WatchStar({ instrument, onList }: { instrument: QuoteRef; onList: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const rows = useWatchlistRows();
  const add = useAddToWatchlist();
  const remove = useRemoveFromWatchlist();
  const busy = add.isPending || remove.isPending;

  const onClick = async () => {
    if (busy) return;
    if (token === null) {
      const login = await Dialog.confirm({
        title: t('watchlist.loginTitle'),
        content: t('watchlist.loginBody'),
        cancelText: t('common.cancel'),
        confirmText: t('auth.login'),
      });
      if (login) void navigate('/login', { state: { from: location } });
      return;
    }
    const target = { stockCode: instrument.code, market: instrument.market };
    if (onList) {
      // docs/product.md §5: by id when the entry is known, else by code.
      const id = rows.data?.find((row) => row.f12 === instrument.code && row.market === instrument.market)?.id;
      remove.mutate({ ...target, id });
    } else {
      add.mutate(target);
    }
  };

  return (
    <button
      type="button"
      className={onList ? 'icon-button star on' : 'icon-button star'}
      aria-pressed={onList}
      aria-label={onList ? t('watchlist.remove') : t('watchlist.add')}
      data-testid="watch-star"
      onClick={() => void onClick()}
    >
      <StarIcon filled={onList} />
    </button>
  );
}
