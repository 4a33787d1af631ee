import { type Endpoints, type InputOf, KycStatus, type Withdrawal } from '@bourse/contract';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { promptIdentityVerification } from '../../api/identity-prompt';
import { showToast } from '../../ui/toast';
import { useCurrentUser, useTwoFactorStatus } from '../account';
import { askAuthenticatorCode } from './AuthenticatorCodePrompt';
import { useWithdrawalApply } from './mutations';

type ApplyInput = InputOf<Endpoints['withdrawalApply']>;
/** The request without the pay password, which is asked last. */
type WithdrawRequest = ApplyInput extends infer U ? (U extends unknown ? Omit<U, 'payPassword'> : never) : never;

/**
 * The irreversible part of a withdrawal: the identity must be verified (else /kyc first) and a transaction password
 * must exist (else set it first at /my/paypwd), the user confirms what will happen, then enters the password, and
 * the request is sent once (Idempotency-Key).
 */
export function useWithdraw() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useCurrentUser();
  const twoFactor = useTwoFactorStatus();
  const apply = useWithdrawalApply();
  const [pending, setPending] = useState<{ request: WithdrawRequest; summary: string } | null>(null);
  const [result, setResult] = useState<Withdrawal | null>(null);

  /** Checks the password exists, asks for confirmation, then opens the password sheet. */
  const start = async (request: WithdrawRequest, summary: string) => {
    // Withdrawals need a verified identity: offer /kyc first rather than after the password.
    if (user && user.kycStatus !== KycStatus.verified) {
      await promptIdentityVerification(t('kyc.withdrawalNeedsIdentity'), (path) => void navigate(path));
      return;
    }
    if (user && !user.hasPayPassword) {
      const go = await Dialog.confirm({
        title: t('withdraw.noPasswordTitle'),
        content: t('withdraw.noPasswordBody'),
        cancelText: t('common.cancel'),
        confirmText: t('withdraw.setPassword'),
      });
      if (go) void navigate('/my/paypwd', { state: { from: location } });
      return;
    }
    const confirmed = await Dialog.confirm({
      title: t('withdraw.confirmTitle'),
      content: `${summary}. ${t('withdraw.confirmBody')}`,
      cancelText: t('common.cancel'),
      confirmText: t('common.ok'),
    });
    if (!confirmed) return;
    // Two-factor authentication on: the authenticator code goes with the request.
    if (twoFactor.data?.enabled === 1) {
      const totpCode = await askAuthenticatorCode(t);
      if (!totpCode) return;
      setPending({ request: { ...request, totpCode }, summary });
      return;
    }
    setPending({ request, summary });
  };

  const submit = async (payPassword: string) => {
    if (!pending) return;
    const input = { ...pending.request, payPassword } as ApplyInput;
    const withdrawal = await apply.mutateAsync(input);
    setPending(null);
    setResult(withdrawal);
    showToast(t('messages.success'));
  };

  return {
    start,
    submit,
    cancel: () => setPending(null),
    pending,
    submitting: apply.isPending,
    result,
  };
}
