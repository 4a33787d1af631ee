import type { Quote } from '@bourse/contract';
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLiveQuote } from '../../api/usePushQuotes';
import { formatPrice } from '../../lib/format';
import { openQuote, type QuoteRef, refOf } from '../../lib/quote-ref';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { InstrumentLogo } from '../../ui/InstrumentLogo';
import { Screen } from '../../ui/Screen';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { RatioText } from '../../ui/TrendText';
import { useMarketSearch } from './queries';
import { searchHistory } from './search-history';
import { useSearchHistory } from './useSearchHistory';
import { useUsTop } from '../market';
import './search.css';

export const SEARCH_DEBOUNCE_MS = 300;
const POPULAR = 8;

/** /search: by name or code as you type; what was opened from here is remembered on the device. */
export function SearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useMarketSearch(term);

  const open = (ref: QuoteRef) => {
    searchHistory.add(ref);
    openQuote(navigate, ref);
  };

  return (
    <Screen title={t('search.title')} backTo="/market">
      <div className="search-top">
        <SearchBar
          placeholder={t('search.placeholder')}
          value={text}
          onChange={setText}
          autoFocus
          aria-label={t('search.label')}
        />
      </div>
      {term === '' ? (
        <Suggestions onOpen={open} />
      ) : results.isError ? (
        <ErrorState onRetry={() => void results.refetch()} />
      ) : !results.data ? (
        <ListSkeleton rows={5} />
      ) : results.data.length === 0 ? (
        <EmptyState title={t('search.noResults', { term })} />
      ) : (
        <ul className="quote-list" aria-label={t('search.results')}>
          {results.data.map((quote) => (
            <ResultRow key={quote.channel} quote={quote} onOpen={open} />
          ))}
        </ul>
      )}
    </Screen>
  );
}

function ResultRow({ quote, onOpen }: { quote: Quote; onOpen: (ref: QuoteRef) => void }) {
  const live = useLiveQuote(quote);
  return (
    <li>
      <button
        type="button"
        className="quote-row"
        data-testid="search-result"
        data-code={live.stock_code}
        onClick={() => onOpen(refOf(live))}
      >
        <InstrumentLogo url={live.localLogoUrl} code={live.stock_code} />
        <span className="quote-id">
          <span className="quote-code">
            {live.stock_code}
            <span className="market-tag">{live.exchange || live.market}</span>
          </span>
          <span className="quote-name">{live.name}</span>
        </span>
        <span className="quote-price num">{formatPrice(live.price_nominal)}</span>
        <span className="quote-ratio">
          <RatioText ratio={live.change_ratio} change={live.change} pill />
        </span>
      </button>
    </li>
  );
}

/** Before typing: the recent instruments, and the most active US stocks to start from. */
function Suggestions({ onOpen }: { onOpen: (ref: QuoteRef) => void }) {
  const { t } = useTranslation();
  const history = useSearchHistory();
  const popular = useUsTop({ sort: 'f5', order: 'desc' }, POPULAR);
  return (
    <>
      {history.length > 0 ? (
        <History history={history} onOpen={onOpen} />
      ) : (
        <p className="search-hint">{t('search.hint')}</p>
      )}
      {popular.data && popular.data.data.length > 0 && (
        <section aria-label={t('search.popular')}>
          <h2 className="section-title">{t('search.popular')}</h2>
          <ul className="quote-list">
            {popular.data.data.map((quote) => (
              <ResultRow key={quote.channel} quote={quote} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function History({ history, onOpen }: { history: QuoteRef[]; onOpen: (ref: QuoteRef) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('search.history')}>
      <div className="history-head">
        <h2 className="section-title">{t('search.history')}</h2>
        <button type="button" className="link-button" onClick={() => searchHistory.clear()}>
          {t('search.clearHistory')}
        </button>
      </div>
      <ul className="history-chips">
        {history.map((ref) => (
          <li key={`${ref.market}:${ref.code}`}>
            <button type="button" className="chip" data-testid="history-item" onClick={() => onOpen(ref)}>
              <span className="chip-code">{ref.code}</span>
              <span className="chip-name">{ref.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
