import type { KycStatus } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from '../../ui/icons';
import { KycStatusTag } from './KycStatusTag';
import './kyc.css';

/** The row that opens /kyc, with the user's identity status (My and Settings). */
export function IdentityLink({ status, className = 'row' }: { status: KycStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/kyc" className={className} data-testid="identity-link">
      <span className="row-label">{t('kyc.entry')}</span>
      <span className="row-value">
        <KycStatusTag status={status} />
      </span>
      <span className="row-chevron">
        <ChevronIcon />
      </span>
    </Link>
  );
}

/** The identity row on its own (the My screen, under the account id). */
export function IdentityEntry({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  return (
    <nav className="row-group kyc-entry" aria-label={t('kyc.entry')}>
      <IdentityLink status={status} />
    </nav>
  );
}
