import type { LoanStatus } from '@bourse/contract';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR } from './loan-format';

export function LoanStatusTag({ status }: { status: LoanStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} fill="outline" data-testid="loan-status">
      {t(`loans.status.${status}`)}
    </Tag>
  );
}
