import type { Quote } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { QuoteRow } from '../market';

/** Futures related to the instrument; each opens its own quote. */
export function RelatedFutures({ quotes }: { quotes: readonly Quote[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('quote.relatedFutures')}>
      <h2 className="section-title">{t('quote.relatedFutures')}</h2>
      <ul className="quote-list card-list">
        {quotes.map((quote) => (
          <QuoteRow key={quote.channel} quote={quote} />
        ))}
      </ul>
    </section>
  );
}
