import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Screen } from '../ui/Screen';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Screen title={t('notFound.title')}>
      <div className="centered" data-testid="not-found">
        <h2>{t('messages.notFound')}</h2>
        <Button color="primary" onClick={() => void navigate('/market', { replace: true })}>
          {t('notFound.home')}
        </Button>
      </div>
    </Screen>
  );
}
