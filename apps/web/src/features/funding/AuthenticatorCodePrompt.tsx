import { totpCodeField } from '@bourse/contract';
import { Dialog, Input } from 'antd-mobile';
import type { TFunction } from 'i18next';

/**
 * Asks for the 6-digit authenticator code (two-factor authentication on); answers it, or undefined when cancelled.
 * A malformed code is asked again with the rule shown.
 */
export async function askAuthenticatorCode(t: TFunction, error = ''): Promise<string | undefined> {
  let code = '';
  const ok = await Dialog.confirm({
    title: t('twoFactor.codeLabel'),
    content: (
      <label className="two-factor-code">
        <span>{t('twoFactor.withdrawHelp')}</span>
        <Input
          onChange={(v) => {
            code = v.trim();
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
          maxLength={6}
          autoFocus
          aria-label={t('twoFactor.codeLabel')}
        />
        {error && <span className="form-error">{error}</span>}
      </label>
    ),
    cancelText: t('common.cancel'),
    confirmText: t('common.ok'),
  });
  if (!ok) return undefined;
  return totpCodeField.safeParse(code).success ? code : askAuthenticatorCode(t, t('twoFactor.codeRule'));
}
