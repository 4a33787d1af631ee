import type { RobotRentalStatus } from '@bourse/contract';
import { Tag } from 'antd-mobile';
import { STATUS_COLOR } from './robot-format';

/** The trading status with the server's label (docs/product.md §3: running, paused, stopped). */
export function RobotStatusTag({ status, label }: { status: RobotRentalStatus; label: string }) {
  return (
    <Tag color={STATUS_COLOR[status]} fill="outline" data-testid="rental-status">
      {label}
    </Tag>
  );
}
