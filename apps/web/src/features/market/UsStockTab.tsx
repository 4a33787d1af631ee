import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { BlockTradeList } from './BlockTradeList';
import { IndexCards } from './IndexCards';
import { IpoTable } from './IpoTable';
import { PopularStocks } from './PopularStocks';
import { useGlobalIndex } from './queries';
import { useMarketParam } from './useMarketParam';

/** Code table "Sub-tab" (docs/product.md §3): 1 popular, 2 IPO, 3 block trading; Popular Stocks by default. */
const SUB_TABS = ['1', '2', '3'] as const;

/** Market tab 1: the first three American and European index cards, then the three sub-tabs. */
export function UsStockTab() {
  const { t } = useTranslation();
  const global = useGlobalIndex();
  const [sub, setSub] = useMarketParam('sub', SUB_TABS, '1');

  return (
    <>
      {global.isPending ? (
        <>
          <CardSkeleton />
          <CardSkeleton />
        </>
      ) : global.isError ? (
        <ErrorState onRetry={() => void global.refetch()} />
      ) : (
        <>
          <IndexCards quotes={global.data.amerciaList.slice(0, 3)} label={t('market.regions.america')} />
          <IndexCards quotes={global.data.europeList.slice(0, 3)} label={t('market.regions.europe')} />
        </>
      )}

      <ChoiceGroup
        kind="tab"
        className="sub-tabs"
        optionClassName="sub-tab"
        label={t('market.tabs.us')}
        value={sub}
        onChange={setSub}
        options={[
          { value: '1', label: t('market.sub.popular') },
          { value: '2', label: t('market.sub.ipo') },
          { value: '3', label: t('market.sub.block') },
        ]}
      />
      {sub === '1' && <PopularStocks />}
      {sub === '2' && <IpoTable />}
      {sub === '3' && <BlockTradeList />}
    </>
  );
}
