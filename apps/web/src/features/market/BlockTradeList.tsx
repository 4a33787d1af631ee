import type { Endpoints, OutputOf } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveQuote } from '../../api/usePushQuotes';
import { formatPrice, formatQuantity } from '../../lib/format';
import { paymentPath } from '../../lib/payment-ref';
import { quotePath, refOf } from '../../lib/quote-ref';
import { FlashValue } from '../../ui/FlashValue';
import { InfiniteList } from '../../ui/InfiniteList';
import { InstrumentLogo } from '../../ui/InstrumentLogo';
import { BlockTradingBanner, useBlockTradingOpen } from '../block-permission';
import { useBlockTradeList } from './queries';

type BlockTrade = OutputOf<Endpoints['blockTradeList']>['data'][number];

/**
 * US Stock sub-tab 3: instruments open for block trading, live price beside the block price, under the user's
 * block-trading status (Apply). With the permission a row opens the block order screen, otherwise the quote.
 */
export function BlockTradeList() {
  const { t } = useTranslation();
  const query = useBlockTradeList();
  const open = useBlockTradingOpen();
  return (
    <>
      <BlockTradingBanner />
      <InfiniteList<BlockTrade>
        query={query}
        skeletonRows={6}
        listClassName="quote-list"
        empty={t('market.empty')}
        header={
          <div className="list-header" aria-hidden="true">
            <span>{t('market.cols.symbol')}</span>
            <span className="align-end">{t('market.cols.price')}</span>
            <span className="align-end">{t('market.cols.blockPrice')}</span>
          </div>
        }
        renderItem={(item) => <BlockTradeRow key={item.channel} item={item} open={open} />}
      />
    </>
  );
}

function BlockTradeRow({ item, open }: { item: BlockTrade; open: boolean }) {
  const { t } = useTranslation();
  const live = useLiveQuote(item);
  return (
    <li>
      <Link
        to={open ? paymentPath(refOf(live)) : quotePath(refOf(live))}
        className="quote-row"
        data-testid="block-row"
        data-code={live.stock_code}
      >
        <InstrumentLogo url={live.localLogoUrl} code={live.stock_code} />
        <span className="quote-id">
          <span className="quote-code">{live.stock_code}</span>
          <span className="quote-name">{t('market.minQuantity', { quantity: formatQuantity(live.minQuantity) })}</span>
        </span>
        <FlashValue value={live.price_nominal} className="quote-price num">
          {formatPrice(live.price_nominal)}
        </FlashValue>
        <span className="quote-ratio num block-price">{formatPrice(live.blockPrice)}</span>
      </Link>
    </li>
  );
}
