import { Button, Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronIcon } from '../../ui/icons';
import { Screen } from '../../ui/Screen';
import { useCurrentUser, useLogout, useTwoFactorStatus } from '../account';
import { EmailCopySetting } from '../inbox';
import { IdentityLink } from '../kyc';
import { useAppVersion } from '../meta';
import { LanguageSetting } from './LanguageSetting';
import { PriceColorSetting } from './PriceColorSetting';
import { TRADINGVIEW_URL } from '../../ui/charts/attribution';
import { ThemeSetting } from './ThemeSetting';

export function SettingScreen() {
  const { t } = useTranslation();
  const { user, loggedIn } = useCurrentUser();
  const appVersion = useAppVersion();

  return (
    <Screen title={t('screens.setting')} backTo="/my">
      {loggedIn && (
        <>
          <h2 className="section-title">{t('setting.security')}</h2>
          <nav className="row-group" aria-label={t('setting.security')}>
            <LinkRow to="/my/loginpwd" label={t('setting.loginPassword')} />
            {user && <IdentityLink status={user.kycStatus} />}
            <LinkRow to="/bankcard" label={t('setting.cards')} />
            <LinkRow
              to="/my/paypwd"
              label={t('setting.payPassword')}
              value={user && (user.hasPayPassword ? t('setting.payPasswordSet') : t('setting.payPasswordNotSet'))}
            />
            <TwoFactorRow />
          </nav>
          <EmailCopySetting />
        </>
      )}

      <LanguageSetting />
      <h2 className="section-title">{t('setting.priceColors')}</h2>
      <PriceColorSetting />
      <ThemeSetting />

      <h2 className="section-title">{t('setting.about')}</h2>
      <div className="row-group">
        <div className="row">
          <span className="row-label">{t('setting.appVersion')}</span>
          <span className="row-value num">{appVersion.data?.version ?? '—'}</span>
        </div>
        <a href={TRADINGVIEW_URL} target="_blank" rel="noreferrer" className="row" data-testid="chart-credit">
          <span className="row-label">{t('setting.charts')}</span>
          <span className="row-value">{t('setting.chartsBy')}</span>
        </a>
      </div>

      {loggedIn && <LogoutButton />}
    </Screen>
  );
}

function TwoFactorRow() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const on = status.data?.enabled === 1;
  return (
    <LinkRow
      to="/my/2fa"
      label={t('setting.twoFactor')}
      value={status.data && (on ? t('setting.twoFactorOn') : t('setting.twoFactorOff'))}
    />
  );
}

function LinkRow({ to, label, value }: { to: string; label: string; value?: ReactNode }) {
  return (
    <Link to={to} className="row">
      <span className="row-label">{label}</span>
      {value && <span className="row-value">{value}</span>}
      <span className="row-chevron">
        <ChevronIcon />
      </span>
    </Link>
  );
}

/** docs/product.md §4: logout asks first, then clears the session and goes to /login. */
function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const onClick = async () => {
    const confirmed = await Dialog.confirm({
      title: t('messages.logoutConfirmTitle'),
      content: t('messages.logoutConfirmBody'),
      cancelText: t('common.cancel'),
      confirmText: t('common.ok'),
    });
    if (!confirmed || logout.isPending) return;
    // The session ends whatever the server answers; this button unmounts with it, so await here.
    await logout.mutateAsync().catch(() => undefined);
    void navigate('/login', { replace: true });
  };

  return (
    <Button block size="large" className="logout-button" loading={logout.isPending} onClick={onClick}>
      {t('setting.logout')}
    </Button>
  );
}
