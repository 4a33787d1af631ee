import { MarketTab } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { Screen } from '../../ui/Screen';
import { SimulatedNote } from '../../ui/SimulatedNote';
import { TabStrip } from '../../ui/TabStrip';
import { PreviewTab } from './PreviewTab';
import { marketKeys } from './queries';
import { HkStockTab, IdStockTab } from './RegionalTab';
import { SearchEntry } from './SearchEntry';
import { useCodeParam } from './useMarketParam';
import { UsStockTab } from './UsStockTab';
import { WorldIndicesTab } from './WorldIndicesTab';
import './market.css';

type TabName = keyof typeof MarketTab;

/** The Market tab code table (docs/product.md §3), in its order; Preview by default. */
const TABS: Record<TabName, () => React.JSX.Element> = {
  preview: PreviewTab,
  us: UsStockTab,
  indices: WorldIndicesTab,
  hk: HkStockTab,
  indonesia: IdStockTab,
};
const TAB_NAMES = Object.keys(MarketTab) as TabName[];

/** MARKETS tab (docs/product.md §2): search, then Preview, US Stock, World Indices, HK Stock and Indonesia Stock. */
export function MarketScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useCodeParam('tab', MarketTab, 'preview');
  const Content = TABS[tab];

  // Pulling down fetches again what the open tab shows (for paged lists, every page already loaded).
  const refresh = () => queryClient.refetchQueries({ queryKey: marketKeys.all, type: 'active' });

  return (
    <Screen title={t('screens.market')}>
      <div className="market-top">
        <SearchEntry />
        <TabStrip
          className="market-tabs"
          items={TAB_NAMES.map((name) => ({ key: name, title: t(`market.tabs.${name}`) }))}
          activeKey={tab}
          onChange={setTab}
        />
      </div>
      <PullToRefresh onRefresh={refresh}>
        <div className="market-content" data-testid={`market-tab-${MarketTab[tab]}`}>
          <Content />
          <SimulatedNote />
        </div>
      </PullToRefresh>
    </Screen>
  );
}
