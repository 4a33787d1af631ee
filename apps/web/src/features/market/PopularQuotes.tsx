import { useTranslation } from 'react-i18next';
import { useUsTop } from './queries';
import { QuoteRow } from './QuoteRow';

/** The most active US stocks, live: something to look at where a screen would otherwise be empty. */
export function PopularQuotes({ size = 6 }: { size?: number }) {
  const { t } = useTranslation();
  const popular = useUsTop({ sort: 'f5', order: 'desc' }, size);
  if (!popular.data || popular.data.data.length === 0) return null;
  return (
    <section aria-label={t('search.popular')}>
      <h2 className="section-title">{t('search.popular')}</h2>
      <ul className="quote-list">
        {popular.data.data.map((quote) => (
          <QuoteRow key={quote.channel} quote={quote} />
        ))}
      </ul>
    </section>
  );
}
