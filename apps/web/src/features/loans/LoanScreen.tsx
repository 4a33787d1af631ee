import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../ui/InfiniteList';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { LoanApplyForm } from './LoanApplyForm';
import { LoanRow } from './LoanRow';
import { useLoanTerms, useOpenLoan, usePastLoans } from './queries';
import './loans.css';

/**
 * /loan: the application or, while a loan is unfinished (one at a time), that loan in a card of its own; below, the
 * past loans (repaid and rejected), newest first, each opening its record. The server filters both (`phase`), so the
 * unfinished loan is in the card only and the list pages over past loans alone.
 */
export function LoanScreen() {
  const { t } = useTranslation();
  const terms = useLoanTerms();
  const openLoan = useOpenLoan();
  const past = usePastLoans();
  const open = openLoan.data ?? null;

  let top;
  if (terms.isPending || openLoan.isPending) top = <CardSkeleton count={1} />;
  else if (terms.isError || openLoan.isError)
    top = <ErrorState onRetry={() => void Promise.all([terms.refetch(), openLoan.refetch()])} />;
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
        query={past}
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
