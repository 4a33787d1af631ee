import type { User } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SettingsIcon } from '../../ui/icons';
import { Screen } from '../../ui/Screen';
import { useCurrentUser } from '../account/queries';
import { Avatar } from './Avatar';

/** SETTING tab: who is logged in, or a way to log in. Balances come with the funds feature. */
export function MyScreen() {
  const { t } = useTranslation();
  const { user, loggedIn } = useCurrentUser();

  const actions = (
    <Link to="/my/setting" className="icon-button" aria-label={t('my.settings')}>
      <SettingsIcon />
    </Link>
  );

  return (
    <Screen title={t('screens.my')} actions={actions}>
      {loggedIn ? user && <Profile user={user} /> : <GuestCard />}
    </Screen>
  );
}

function Profile({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <section className="card profile" aria-label={t('my.accountId')}>
      <Avatar user={user} />
      <div>
        <span className="profile-label">{t('my.accountId')}</span>
        <p className="profile-id" data-testid="account-id">
          {user.userLoginId}
        </p>
        {user.email && <p className="profile-email">{user.email}</p>}
      </div>
    </section>
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
