import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../ui/InfiniteList';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { LoanApplyForm } from './LoanApplyForm';
import { LoanRow } from './LoanRow';
import { useLatestLoan, useLoanList, useLoanTerms } from './queries';
import './loans.css';

/**
 * /loan: the application (or, while a loan is unfinished, that loan: one at a time) and the user's loans, newest
 * first, each opening its record.
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
        <p className="card-note">{t(`loans.openNote.${open.status as 'pending' | 'active' | 'overdue'}`)}</p>
        <LoanRow loan={open} />
      </section>
    );
  else top = <LoanApplyForm terms={terms.data} />;

  return (
    <Screen title={t('loans.title')} backTo="/my">
      {top}
      <h2 className="list-title">{t('loans.records')}</h2>
      <InfiniteList
        query={loans}
        label={t('loans.records')}
        empty={t('loans.empty')}
        refreshable
        renderItem={(loan) => <LoanRow key={loan.id} loan={loan} />}
      />
    </Screen>
  );
}
