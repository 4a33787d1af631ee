import { useQueryClient } from '@tanstack/react-query';
import { PullToRefresh, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';
import { SimulatedNote } from '../../ui/SimulatedNote';
import { PreviewTab } from './PreviewTab';
import { marketKeys } from './queries';
import { HkStockTab, IdStockTab } from './RegionalTab';
import { SearchEntry } from './SearchEntry';
import { useMarketParam } from './useMarketParam';
import { UsStockTab } from './UsStockTab';
import { WorldIndicesTab } from './WorldIndicesTab';
import './market.css';

/** Code table "Market tab" (docs/product.md §3): 0 preview, 1 US, 2 indices, 3 HK, 4 Indonesia; Preview by default. */
const TABS = ['0', '1', '2', '3', '4'] as const;
type TabKey = (typeof TABS)[number];

const CONTENT: Record<TabKey, () => React.JSX.Element> = {
  '0': PreviewTab,
  '1': UsStockTab,
  '2': WorldIndicesTab,
  '3': HkStockTab,
  '4': IdStockTab,
};

/** MARKETS tab (docs/product.md §2): search, then Preview, US Stock, World Indices, HK Stock and Indonesia Stock. */
export function MarketScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useMarketParam('tab', TABS, '0');
  const Content = CONTENT[tab];

  // Pulling down fetches again what the open tab shows (for paged lists, every page already loaded).
  const refresh = () => queryClient.refetchQueries({ queryKey: marketKeys.all, type: 'active' });

  return (
    <Screen title={t('screens.market')}>
      <div className="market-top">
        <SearchEntry />
        <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)} className="market-tabs" stretch={false}>
          <Tabs.Tab key="0" title={t('market.tabs.preview')} />
          <Tabs.Tab key="1" title={t('market.tabs.us')} />
          <Tabs.Tab key="2" title={t('market.tabs.indices')} />
          <Tabs.Tab key="3" title={t('market.tabs.hk')} />
          <Tabs.Tab key="4" title={t('market.tabs.id')} />
        </Tabs>
      </div>
      <PullToRefresh onRefresh={refresh}>
        <div className="market-content" data-testid={`market-tab-${tab}`}>
          <Content />
          <SimulatedNote />
        </div>
      </PullToRefresh>
    </Screen>
  );
}
