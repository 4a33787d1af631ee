import type { User } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { CopyTradingEntry } from '../copy-trading';
import { IdentityEntry } from '../kyc';
import { LoanEntry } from '../loans';
import { MiningEntry } from '../mining';
import { RobotEntry } from '../robots';
import { Avatar } from './Avatar';
import { MyTabs } from './MyTabs';

/** The Me screen of someone logged in: who they are, the services, and their money (Overview, Stock, IPO). */
export function SignedInContent({ user }: { user: User | null }) {
  return (
    <>
      {user && <Profile user={user} />}
      {user && <IdentityEntry status={user.kycStatus} />}
      <LoanEntry />
      <RobotEntry />
      <CopyTradingEntry />
      <MiningEntry />
      <MyTabs />
    </>
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
