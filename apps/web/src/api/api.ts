import type { Endpoints } from '@bourse/contract';
import { endpointIndex } from 'virtual:bourse-endpoint-index';
import { i18n } from '../i18n';
import { navigateTo } from '../lib/navigation';
import { showToast } from '../ui/toast';
import { sessionStore } from '../session/session-store';
import { type ApiClient, createApiClient } from './client';
import { fetchOrEarly } from './early-response';
import { promptIdentityVerification } from './identity-prompt';

export type BourseApi = ApiClient<Endpoints>;

/**
 * The app's client: same origin unless VITE_API_BASE says otherwise. Its endpoint table is built at build time
 * (apps/web/endpoint-index.ts): each answer is checked against its endpoint's output schema, loaded with the call.
 */
export const api: BourseApi = createApiClient<Endpoints>(endpointIndex, {
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  getToken: sessionStore.getToken,
  getLanguage: () => i18n.language || 'en',
  // A quote page's detail may already be on its way, asked by index.html before the app started.
  fetch: fetchOrEarly,
  onAuthExpired: () => {
    showToast(i18n.t('messages.loginExpired'));
    sessionStore.clear();
    navigateTo('/login');
  },
  onIdentityRequired: (msg) => void promptIdentityVerification(msg),
  onNetworkError: () => {
    showToast(i18n.t('messages.networkError'));
  },
});
