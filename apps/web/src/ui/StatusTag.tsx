import type { ReactNode } from 'react';
import './money-ui.css';
import './status-tag.css';

/**
 * What a status means to the user, one colour each wherever it is shown: waiting (for a review, a cycle, the market),
 * running or active, done as hoped, refused or in trouble, and ended or withdrawn with nothing more to come.
 */
export type StatusTone = 'pending' | 'active' | 'completed' | 'failed' | 'ended';

const TONE_CLASS: Record<StatusTone, string> = {
  pending: 'status-pending',
  active: 'status-active',
  completed: 'status-completed',
  failed: 'status-failed',
  ended: 'status-cancelled',
};

/** A status as the app's filled pill (as deposits, withdrawals, transfers, KYC and IPO cards show theirs). */
export function StatusTag({
  tone,
  children,
  testId,
  numeric = false,
}: {
  tone: StatusTone;
  children: ReactNode;
  testId?: string;
  /** Holds figures that change (a countdown): digits of one width. */
  numeric?: boolean;
}) {
  return (
    <span className={`status-tag ${TONE_CLASS[tone]}${numeric ? ' num' : ''}`} data-testid={testId}>
      {children}
    </span>
  );
}
