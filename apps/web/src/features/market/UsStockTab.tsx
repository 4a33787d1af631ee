import { SubTab } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { BlockTradeList } from './BlockTradeList';
import { IndexCards } from './IndexCards';
import { IpoTable } from './IpoTable';
import { PopularStocks } from './PopularStocks';
import { useGlobalIndex } from './queries';
import { useCodeParam } from './useMarketParam';

type SubTabName = keyof typeof SubTab;

/** The Sub-tab code table (docs/product.md §3), in its order; Popular Stocks by default. */
const SUB_TABS: Record<SubTabName, () => React.JSX.Element> = {
  popular: PopularStocks,
  ipo: IpoTable,
  blockTrading: BlockTradeList,
};
const SUB_TAB_NAMES = Object.keys(SubTab) as SubTabName[];

/** Market tab 1: the first three American and European index cards, then the three sub-tabs. */
export function UsStockTab() {
  const { t } = useTranslation();
  const global = useGlobalIndex();
  const [sub, setSub] = useCodeParam('sub', SubTab, 'popular');
  const Content = SUB_TABS[sub];

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
        options={SUB_TAB_NAMES.map((name) => ({ value: name, label: t(`market.sub.${name}`) }))}
      />
      <Content />
    </>
  );
}
