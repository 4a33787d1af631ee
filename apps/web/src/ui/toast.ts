import { isApiError } from '../api/api-error';
import { i18n } from '../i18n';

/** docs/product.md §9: toasts last 2 s. */
export const TOAST_MS = 2000;

/** Shows `content` for TOAST_MS; the toast's code loads on the first one (ui/feedback.ts). */
export function showToast(content: string): void {
  void import('./feedback').then(({ Toast }) => Toast.show({ content, duration: TOAST_MS }));
}

/** Shows a failed call's server message; stays silent for errors the client already handled (abort, network, 401). */
export function toastError(error: unknown): void {
  if (isApiError(error)) {
    if (error.handled) return;
    // Server messages are shown as sent; client-side kinds get a translated text.
    showToast(typeof error.code === 'number' ? error.msg : i18n.t('messages.unexpected'));
    return;
  }
  showToast(i18n.t('messages.unexpected'));
}
