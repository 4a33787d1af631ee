import type { Loan, Page } from '@bourse/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../ui/InfiniteList';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { LoanApplyForm } from './LoanApplyForm';
import { LoanRow } from './LoanRow';
import { useLatestLoan, useLoanList, useLoanTerms } from './queries';
import './loans.css';

/**
 * /loan: the application or, while a loan is unfinished (one at a time), that loan in a card of its own; below, the
 * past loans (repaid and rejected), newest first, each opening its record. The unfinished loan is in the card only.
 */
export function LoanScreen() {
  const { t } = useTranslation();
  const terms = useLoanTerms();
  const latest = useLatestLoan();
  const loans = useLoanList();
  const open = latest.data && ['pending', 'active', 'overdue'].includes(latest.data.status) ? latest.data : null;

  let top;
  if (terms.isPending || latest.isPending) top = <CardSkeleton count={1} />;
  else if (terms.isError || latest.isError)
    top = <ErrorState onRetry={() => void Promise.all([terms.refetch(), latest.refetch()])} />;
  else if (open)
    top = (
      <section className="card loan-card" aria-label={t('loans.openTitle')}>
        <h2 className="card-title">{t('loans.openTitle')}</h2>
        <LoanRow loan={open} inCard />
        <p className="card-note">{t(`loans.openNote.${open.status as 'pending' | 'active' | 'overdue'}`)}</p>
      </section>
    );
  else top = <LoanApplyForm terms={terms.data} />;

  return (
    <Screen title={t('loans.title')} backTo="/my">
      {top}
      <h2 className="list-title">{t('loans.pastTitle')}</h2>
      <InfiniteList
        query={without(loans, open?.id)}
        label={t('loans.pastTitle')}
        empty={t('loans.pastEmpty')}
        refreshable
        renderItem={(loan) => (
          <li key={loan.id}>
            <LoanRow loan={loan} />
          </li>
        )}
      />
    </Screen>
  );
}

type LoanPages = UseInfiniteQueryResult<InfiniteData<Page<Loan>>>;

/** The loans without the one shown in the card above (the unfinished loan is the newest, so on the first page). */
function without(query: LoanPages, id: number | undefined): LoanPages {
  if (id === undefined || !query.data) return query;
  const pages = query.data.pages.map((page) => ({ ...page, data: page.data.filter((loan) => loan.id !== id) }));
  return { ...query, data: { ...query.data, pages } };
}
