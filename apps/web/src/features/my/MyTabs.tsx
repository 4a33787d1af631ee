import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AmountMaskContext } from '../../ui/amount-mask';
import { OverviewTab } from './OverviewTab';
import { useHideAmounts } from './useHideAmounts';
import { WalletTab } from './WalletTab';

const TABS = ['overview', 'stock', 'ipo', 'follow'] as const;
type MyTab = (typeof TABS)[number];

/** Overview (the default), Stock, IPO and Follow; the tab is kept in the query so Back returns to it. */
export function MyTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { hidden } = useHideAmounts();
  const active: MyTab = TABS.find((tab) => tab === params.get('tab')) ?? 'overview';

  return (
    <AmountMaskContext.Provider value={hidden}>
      <Tabs
        className="my-tabs"
        activeKey={active}
        onChange={(key) => setParams(key === 'overview' ? {} : { tab: key }, { replace: true })}
      >
        <Tabs.Tab key="overview" title={t('my.overview')}>
          <OverviewTab />
        </Tabs.Tab>
        <Tabs.Tab key="stock" title={t('wallets.stock')} destroyOnClose>
          <WalletTab wallet="stock" />
        </Tabs.Tab>
        <Tabs.Tab key="ipo" title={t('wallets.ipo')} destroyOnClose>
          <WalletTab wallet="ipo" />
        </Tabs.Tab>
        <Tabs.Tab key="follow" title={t('wallets.follow')} destroyOnClose>
          <WalletTab wallet="follow" />
        </Tabs.Tab>
      </Tabs>
    </AmountMaskContext.Provider>
  );
}
