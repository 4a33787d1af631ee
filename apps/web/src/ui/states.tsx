import { Button, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="list-skeleton" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="list-skeleton-row">
          <Skeleton animated className="skeleton-avatar" />
          <div className="list-skeleton-lines">
            <Skeleton animated className="skeleton-line" />
            <Skeleton animated className="skeleton-line short" />
          </div>
          <Skeleton animated className="skeleton-pill" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder cards while a card row or grid loads. */
export function CardSkeleton({ count = 3, className = 'card-row' }: { count?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} animated className="skeleton-card" />
      ))}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state-block">
      <svg className="state-icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="8" y="12" width="32" height="26" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 20h32M16 28h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="state-title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-block" role="alert">
      <p className="state-title">{t('states.loadFailed')}</p>
      <Button size="small" fill="outline" color="primary" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}
