import type { LoanStatus } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '../../ui/StatusTag';

/** Waiting, running, late, done, refused (a refused application is closed: nothing more comes of it). */
const TONE: Record<LoanStatus, StatusTone> = {
  pending: 'pending',
  active: 'active',
  overdue: 'failed',
  repaid: 'completed',
  rejected: 'ended',
};

export function LoanStatusTag({ status }: { status: LoanStatus }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={TONE[status]} testId="loan-status">
      {t(`loans.status.${status}`)}
    </StatusTag>
  );
}
