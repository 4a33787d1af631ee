/** Where the My screen's customer service icon writes to (build-time config, VITE_SUPPORT_EMAIL). */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL?.trim() || 'support@bourse.local';
