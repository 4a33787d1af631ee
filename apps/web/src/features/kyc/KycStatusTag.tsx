import { KycStatus } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '../../ui/StatusTag';

const NAME = {
  [KycStatus.none]: 'notVerified',
  [KycStatus.pending]: 'waiting',
  [KycStatus.failed]: 'failed',
  [KycStatus.verified]: 'verified',
} as const;
const TONE: Record<KycStatus, StatusTone> = {
  [KycStatus.none]: 'ended',
  [KycStatus.pending]: 'pending',
  [KycStatus.failed]: 'failed',
  [KycStatus.verified]: 'completed',
};

/** docs/product.md §4: Waiting for Review, Verified!, Audit Failure (and Not Verified before any submission). */
export function KycStatusTag({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={TONE[status]} testId="kyc-status">
      {t(`kyc.${NAME[status]}`)}
    </StatusTag>
  );
}
