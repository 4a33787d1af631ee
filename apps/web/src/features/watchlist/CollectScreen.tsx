import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/useSession';
import { PlusIcon } from '../../ui/icons';
import { LoginPrompt } from '../../ui/LoginPrompt';
import { Screen } from '../../ui/Screen';
import { SimulatedNote } from '../../ui/SimulatedNote';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { PopularQuotes } from '../market';
import { useWatchlistRows } from './queries';
import { WatchlistTable } from './WatchlistTable';
import './watchlist.css';

/** COLLECT tab (docs/product.md §2): the live watchlist, Edit to /collect/manage and Add to /search. */
export function CollectScreen() {
  const { t } = useTranslation();
  const { token } = useSession();
  const rows = useWatchlistRows();

  const actions = token !== null && (
    <>
      <Link to="/collect/manage" className="text-action">
        {t('watchlist.edit')}
      </Link>
      <Link to="/search" className="icon-button" aria-label={t('watchlist.addMore')}>
        <PlusIcon />
      </Link>
    </>
  );

  return (
    <Screen title={t('screens.collect')} actions={actions}>
      {token === null ? (
        <>
          <LoginPrompt title={t('watchlist.guestTitle')} body={t('watchlist.guestBody')} />
          <PopularQuotes />
        </>
      ) : rows.isPending ? (
        <ListSkeleton />
      ) : rows.isError ? (
        <ErrorState onRetry={() => void rows.refetch()} />
      ) : rows.data.length === 0 ? (
        <>
          <EmptyState title={t('watchlist.empty')}>
            <Link to="/search" className="empty-action">
              {t('watchlist.addFirst')}
            </Link>
          </EmptyState>
          <PopularQuotes />
        </>
      ) : (
        <>
          <WatchlistTable rows={rows.data} />
          <SimulatedNote />
        </>
      )}
    </Screen>
  );
}
