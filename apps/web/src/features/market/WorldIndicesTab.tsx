import type { Quote } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveQuote } from '../../api/usePushQuotes';
import { formatPrice } from '../../lib/format';
import { quotePath, refOf } from '../../lib/quote-ref';
import { FlashValue } from '../../ui/FlashValue';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { ChangeText, RatioText } from '../../ui/TrendText';
import { useGlobalIndex } from './queries';

/** Market tab 2: every world index by region, with name, price, change and ratio. */
export function WorldIndicesTab() {
  const { t } = useTranslation();
  const global = useGlobalIndex();
  if (global.isPending) return <ListSkeleton rows={10} />;
  if (global.isError) return <ErrorState onRetry={() => void global.refetch()} />;

  const regions = [
    { key: 'america', title: t('market.regions.america'), quotes: global.data.amerciaList },
    { key: 'europe', title: t('market.regions.europe'), quotes: global.data.europeList },
    { key: 'asia', title: t('market.regions.asia'), quotes: global.data.asiaList },
  ];
  return (
    <>
      <div className="list-header index-grid" aria-hidden="true">
        <span>{t('market.cols.name')}</span>
        <span className="align-end">{t('market.cols.price')}</span>
        <span className="align-end">{t('market.cols.change')}</span>
        <span className="align-end">{t('market.cols.ratio')}</span>
      </div>
      {regions.map((region) => (
        <section key={region.key} aria-label={region.title}>
          <h3 className="region-title">{region.title}</h3>
          <ul className="quote-list">
            {region.quotes.map((quote) => (
              <IndexRow key={quote.channel} quote={quote} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function IndexRow({ quote }: { quote: Quote }) {
  const live = useLiveQuote(quote);
  return (
    <li>
      <Link
        to={quotePath(refOf(live))}
        className="quote-row index-grid"
        data-testid="index-row"
        data-code={live.stock_code}
      >
        <span className="quote-id">
          <span className="quote-code">{live.name}</span>
          <span className="quote-name">{live.stock_code}</span>
        </span>
        <FlashValue value={live.price_nominal} className="quote-price num" testId="quote-price">
          {formatPrice(live.price_nominal)}
        </FlashValue>
        <span className="align-end">
          <ChangeText change={live.change} price={live.price_nominal} />
        </span>
        <span className="align-end">
          <RatioText ratio={live.change_ratio} change={live.change} />
        </span>
      </Link>
    </li>
  );
}
