import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InfiniteList } from '../../ui/InfiniteList';
import { EmptyState } from '../../ui/states';
import { IpoCard } from './IpoCard';
import { useIpoSubscriptions } from './queries';

/** The Markets screen's IPO list: US Stock (tab 1), sub-tab 2 (docs/product.md §3). */
export const IPO_LIST_PATH = '/market?tab=1&sub=2';

/**
 * The user's IPO subscriptions, newest first: the Order screen's IPO segment and My's IPO tab. Loads more on scroll,
 * refreshes on pull, every 20 s and on the user's IPO events; empty, loading and error states.
 */
export function IpoList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useIpoSubscriptions();
  return (
    <InfiniteList
      query={list}
      label={t('ipo.segment')}
      listClassName="ipo-list"
      empty={
        <EmptyState title={t('ipo.empty')}>
          <Button size="small" fill="outline" color="primary" onClick={() => void navigate(IPO_LIST_PATH)}>
            {t('ipo.findOffering')}
          </Button>
        </EmptyState>
      }
      refreshable
      skeletonRows={3}
      renderItem={(s) => <IpoCard key={s.id} subscription={s} />}
    />
  );
}
