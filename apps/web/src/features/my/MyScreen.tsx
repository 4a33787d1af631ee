import type { User } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SearchIcon, ServiceIcon, SettingsIcon, ShareIcon } from '../../ui/icons';
import { Screen } from '../../ui/Screen';
import { useCurrentUser } from '../account';
import { MiningEntry } from '../mining';
import { CopyTradingEntry } from '../copy-trading';
import { LoanEntry } from '../loans';
import { RobotEntry } from '../robots';
import { InboxButton } from '../inbox';
import { IdentityEntry } from '../kyc';
import { Avatar } from './Avatar';
import { MyTabs } from './MyTabs';
import { SUPPORT_EMAIL } from './support';
import './my.css';

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
        <>
          {user && <Profile user={user} />}
          {user && <IdentityEntry status={user.kycStatus} />}
          <LoanEntry />
          <RobotEntry />
          <CopyTradingEntry />
          <MiningEntry />
          <MyTabs />
        </>
      ) : (
        <GuestCard />
      )}
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
