import type { RobotRentalStatus } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '../../ui/StatusTag';

/** Trading, waiting for the market, done. */
const TONE: Record<RobotRentalStatus, StatusTone> = {
  running: 'active',
  paused: 'pending',
  stopped: 'ended',
};

/** The trading status (docs/product.md §3: running, paused, stopped), in the app's language. */
export function RobotStatusTag({ status }: { status: RobotRentalStatus }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={TONE[status]} testId="rental-status">
      {t(`robots.status.${status}`)}
    </StatusTag>
  );
}
