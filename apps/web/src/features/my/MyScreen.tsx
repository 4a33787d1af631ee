import { Button } from 'antd-mobile';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SearchIcon, ServiceIcon, SettingsIcon, ShareIcon } from '../../ui/icons';
import { Screen } from '../../ui/Screen';
import { lazyScreen } from '../../lib/lazy-screen';
import { sessionStore } from '../../session/session-store';
import { ListSkeleton } from '../../ui/states';
import { useCurrentUser } from '../account';
import { InboxButton } from '../inbox';
import { SUPPORT_EMAIL } from './support';
import './my.css';

/**
 * What someone logged in sees: it brings the wallet, trading, IPO, loan, robot, copy-trading and mining features, so it
 * loads apart and a visitor's Me screen (a way to log in) does not wait for them.
 */
const SignedInContent = lazyScreen(() => import('./SignedInContent'), 'SignedInContent');
// Someone logged in needs it at once: it starts loading with this module rather than after the first render.
if (sessionStore.getToken() !== null) void SignedInContent.preload().catch(() => undefined);

/** SETTING tab: who is logged in with their money (Overview, Stock, IPO), or a way to log in. */
export function MyScreen() {
  const { t } = useTranslation();
  const { user, loggedIn } = useCurrentUser();

  const leading = (
    <>
      <Link to="/search" className="icon-button" aria-label={t('my.search')}>
        <SearchIcon />
      </Link>
      <a href={`mailto:${SUPPORT_EMAIL}`} className="icon-button" aria-label={t('my.customerService')}>
        <ServiceIcon />
      </a>
    </>
  );
  const actions = (
    <>
      {loggedIn && <InboxButton />}
      {loggedIn && (
        <Link to="/my/share" className="icon-button" aria-label={t('my.share')}>
          <ShareIcon />
        </Link>
      )}
      <Link to="/my/setting" className="icon-button" aria-label={t('my.settings')}>
        <SettingsIcon />
      </Link>
    </>
  );

  return (
    <Screen title={t('screens.my')} leading={leading} actions={actions}>
      {loggedIn ? (
        <Suspense fallback={<ListSkeleton rows={4} />}>
          <SignedInContent user={user} />
        </Suspense>
      ) : (
        <GuestCard />
      )}
    </Screen>
  );
}

function GuestCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card guest-card">
      <h2>{t('my.guestTitle')}</h2>
      <p>{t('my.guestBody')}</p>
      <div className="guest-actions">
        <Button color="primary" onClick={() => void navigate('/login')}>
          {t('auth.login')}
        </Button>
        <Button onClick={() => void navigate('/register')}>{t('auth.register')}</Button>
      </div>
    </section>
  );
}
