import { Dialog } from 'antd-mobile';
import { i18n } from '../i18n';
import { navigateTo } from '../lib/navigation';

/**
 * Asks the user to verify their identity (a call needing it answered 403 `kycRequired`, or a screen knows it will):
 * Ok opens /kyc. Answers whether they went.
 */
export async function promptIdentityVerification(msg?: string): Promise<boolean> {
  const go = await Dialog.confirm({
    title: i18n.t('kyc.requiredTitle'),
    content: msg ?? i18n.t('kyc.requiredBody'),
    cancelText: i18n.t('common.cancel'),
    confirmText: i18n.t('kyc.verifyNow'),
  });
  if (go) navigateTo('/kyc');
  return go;
}
