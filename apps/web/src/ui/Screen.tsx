import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from './icons';
import { useTitle } from './useTitle';

interface ScreenProps {
  title: string;
  /** Shows a back button; goes back in history, or to this path when the screen was opened directly. */
  backTo?: string;
  /** Header actions on the left, where there is no back button (e.g. the My screen's search and support). */
  leading?: ReactNode;
  /** Header actions on the right. */
  actions?: ReactNode;
  /** Room for wider header actions (a text link such as "Records"). */
  wideSides?: boolean;
  /** A bar fixed under the scrolling body (an order screen's submit, a quote's Buy and Sell). */
  footer?: ReactNode;
  children?: ReactNode;
}

/** A screen: a title bar with optional back and actions, and a scrolling body. */
export function Screen({ title, backTo, leading, actions, wideSides = false, footer, children }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useTitle(title);
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else if (backTo) void navigate(backTo, { replace: true });
  };

  return (
    <section className="screen">
      <header className={leading || wideSides ? 'screen-header wide-sides' : 'screen-header'}>
        <div className="screen-header-side">
          {leading}
          {backTo !== undefined && (
            <button type="button" className="icon-button" aria-label={t('common.back')} onClick={goBack}>
              <BackIcon />
            </button>
          )}
        </div>
        <h1>{title}</h1>
        <div className="screen-header-side">{actions}</div>
      </header>
      <div className="screen-body">{children}</div>
      {footer && <div className="screen-footer">{footer}</div>}
    </section>
  );
}
