import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** A visitor's card: what logging in gives, Log in (coming back here after) and Register. */
export function LoginPrompt({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <section className="card guest-card">
      <h2>{title}</h2>
      <p>{body}</p>
      <div className="guest-actions">
        <Button color="primary" onClick={() => void navigate('/login', { state: { from: location } })}>
          {t('auth.login')}
        </Button>
        <Button onClick={() => void navigate('/register')}>{t('auth.register')}</Button>
      </div>
    </section>
  );
}
