import { ReviewStatus } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../ui/StatusTag';

const NAME = {
  [ReviewStatus.pending]: 'pending',
  [ReviewStatus.failed]: 'failed',
  [ReviewStatus.completed]: 'completed',
} as const;

/** docs/product.md §4: 1 Pending Review, 2 Audit Failure, 3 Completed. */
export function ReviewStatusTag({ status }: { status: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const name = NAME[status];
  return <StatusTag tone={name}>{t(`review.${name}`)}</StatusTag>;
}
