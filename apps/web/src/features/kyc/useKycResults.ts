import { KYC_PUSH_TYPE, KycStatus } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { showToast } from '../../ui/toast';
import { accountKeys } from '../account';
import { kycKeys } from './queries';

/** When staff decide the user's identity submission: the KYC screens and the user's status refresh, and a toast says so. */
export function useKycResults() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  usePrivateEvent(KYC_PUSH_TYPE, (event) => {
    void queryClient.invalidateQueries({ queryKey: kycKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() });
    showToast(
      event.status === KycStatus.verified ? t('kyc.resultVerified') : t('kyc.resultFailed', { reason: event.reason }),
    );
  });
}
