import { Button } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../ui/CopyButton';
import { copyText } from '../../ui/clipboard';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { showToast } from '../../ui/toast';
import { useShareInfo } from './queries';
import { signUpLink } from './signup-link';
import './referral.css';

const ShareQrCode = lazy(() => import('./ShareQrCode'));

/** /my/share: the user's invite code, a QR code of the sign-up link carrying it, copy and share, and who joined. */
export function ShareScreen() {
  const { t } = useTranslation();
  const info = useShareInfo();

  let body;
  if (info.isPending) body = <CardSkeleton count={2} className="stack-skeleton" />;
  else if (info.isError) body = <ErrorState onRetry={() => void info.refetch()} />;
  else {
    const { inviteCode, joined, verified } = info.data;
    const link = signUpLink(window.location.origin, inviteCode);
    body = (
      <>
        <section className="card share-card" aria-label={t('share.inviteCode')}>
          <p className="share-lead">{t('share.lead')}</p>
          <div className="share-qr">
            <Suspense fallback={<CardSkeleton count={1} className="share-qr-wait" />}>
              <ShareQrCode text={link} alt={t('share.qrAlt')} />
            </Suspense>
          </div>
          <span className="share-label">{t('share.inviteCode')}</span>
          <div className="share-code-row">
            <p className="share-code" data-testid="invite-code">
              {inviteCode}
            </p>
            <CopyButton text={inviteCode} label={t('share.copyCode')} />
          </div>
          <span className="share-label">{t('share.link')}</span>
          <p className="share-link" data-testid="share-link">
            {link}
          </p>
          <ShareActions link={link} />
        </section>
        <section className="card share-stats" aria-label={t('share.stats')}>
          <div className="share-stat-row">
            <div className="share-stat">
              <span className="share-stat-value" data-testid="joined-count">
                {joined}
              </span>
              <span className="share-stat-label">{t('share.joined')}</span>
            </div>
            <div className="share-stat">
              <span className="share-stat-value" data-testid="verified-count">
                {verified}
              </span>
              <span className="share-stat-label">{t('share.verified')}</span>
            </div>
          </div>
          <p className="share-note">{t('share.joinedNote')}</p>
        </section>
      </>
    );
  }

  return (
    <Screen title={t('screens.share')} backTo="/my">
      {body}
    </Screen>
  );
}

/** Copy the link ('Copy Success'), and the system share sheet where the browser has one. */
function ShareActions({ link }: { link: string }) {
  const { t } = useTranslation();
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await copyText(link);
      showToast(t('messages.copySuccess'));
    } catch {
      showToast(t('messages.copyFailed'));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('share.shareTitle'), text: t('share.shareText'), url: link });
    } catch {
      // Closing the share sheet rejects; nothing to tell the user.
    }
  };
  return (
    <div className="share-actions">
      <Button color="primary" block onClick={() => void copy()}>
        {t('share.copyLink')}
      </Button>
      {canShare && (
        <Button block onClick={() => void share()}>
          {t('share.share')}
        </Button>
      )}
    </div>
  );
}
