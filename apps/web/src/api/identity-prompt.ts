import { i18n } from '../i18n';
import { navigateTo } from '../lib/navigation';

/**
 * Asks the user to verify their identity (a call needing it answered 403 `kycRequired`, or a screen knows it will):
 * Verify now opens /kyc (with `open`, a screen's own navigation, so Back returns to it). Answers whether they went.
 */
export async function promptIdentityVerification(
  msg?: string,
  open: (path: string) => void = navigateTo,
): Promise<boolean> {
  const { Dialog } = await import('../ui/feedback');
  const go = await Dialog.confirm({
    title: i18n.t('kyc.requiredTitle'),
    content: msg ?? i18n.t('kyc.requiredBody'),
    cancelText: i18n.t('common.cancel'),
    confirmText: i18n.t('kyc.verifyNow'),
  });
  if (go) open('/kyc');
  return go;
}
