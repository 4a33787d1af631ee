import type { LoanQuote } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { InlineSkeleton } from '../../ui/InlineSkeleton';
import { LoanFigures } from './LoanFigures';
import { formatRate } from '../../lib/format';

/** What the loan costs, as the server quoted it for this amount and term; nothing until both are chosen. */
export function LoanQuoteCard({ quote, loading }: { quote: LoanQuote | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const money = (v: string | undefined) =>
    v === undefined ? loading ? <InlineSkeleton /> : '—' : `${formatMoney(v)} USD`;
  return (
    <section className="loan-quote" aria-live="polite">
      <LoanFigures
        label={t('loans.quoteTitle')}
        rows={[
          [t('loans.annualRate'), quote ? formatRate(quote.annualRate) : loading ? <InlineSkeleton /> : '—'],
          [t('loans.dailyInterest'), money(quote?.dailyInterest)],
          [t('loans.totalInterest'), money(quote?.totalInterest)],
          [t('loans.totalRepayment'), money(quote?.totalRepayment)],
        ]}
      />
      <p className="card-note">{t('loans.quoteNote')}</p>
    </section>
  );
}
