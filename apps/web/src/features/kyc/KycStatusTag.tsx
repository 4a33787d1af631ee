import { KycStatus } from '@bourse/contract';
import { useTranslation } from 'react-i18next';

const NAME = {
  [KycStatus.none]: 'notVerified',
  [KycStatus.pending]: 'waiting',
  [KycStatus.failed]: 'failed',
  [KycStatus.verified]: 'verified',
} as const;
const TONE = {
  [KycStatus.none]: 'cancelled',
  [KycStatus.pending]: 'pending',
  [KycStatus.failed]: 'failed',
  [KycStatus.verified]: 'completed',
} as const;

/** docs/product.md §4: Waiting for Review, Verified!, Audit Failure (and Not Verified before any submission). */
export function KycStatusTag({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-tag status-${TONE[status]}`} data-testid="kyc-status">
      {t(`kyc.${NAME[status]}`)}
    </span>
  );
}
