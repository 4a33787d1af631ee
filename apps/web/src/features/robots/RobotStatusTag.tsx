import type { RobotRentalStatus } from '@bourse/contract';
import { StatusTag, type StatusTone } from '../../ui/StatusTag';

/** Trading, waiting for the market, done. */
const TONE: Record<RobotRentalStatus, StatusTone> = {
  running: 'active',
  paused: 'pending',
  stopped: 'ended',
};

/** The trading status with the server's label (docs/product.md §3: running, paused, stopped). */
export function RobotStatusTag({ status, label }: { status: RobotRentalStatus; label: string }) {
  return (
    <StatusTag tone={TONE[status]} testId="rental-status">
      {label}
    </StatusTag>
  );
}
