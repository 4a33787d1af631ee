import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { appUpdate, useAppUpdate } from './app-update';
import { useOnline } from './useOnline';
import './connection-notices.css';

/**
 * The app's own state, in a bar under the screen that covers nothing: that the device is offline (the precached app
 * still opens, but prices and balances cannot move), and that a new version is ready to reload into.
 */
export function ConnectionNotices() {
  const { t } = useTranslation();
  const online = useOnline();
  const activate = useAppUpdate();
  return (
    <div className="connection-notices" role="status">
      {!online && <p className="connection-notice offline-notice">{t('connection.offline')}</p>}
      {activate && (
        <div className="connection-notice update-prompt">
          <p>{t('connection.updateReady')}</p>
          <Button size="small" fill="none" onClick={() => appUpdate.dismiss()}>
            {t('connection.later')}
          </Button>
          <Button size="small" color="primary" onClick={() => void activate()}>
            {t('connection.reload')}
          </Button>
        </div>
      )}
    </div>
  );
}
