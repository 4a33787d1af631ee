import type { RobotRental } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/date-time';
import { Amount } from '../../ui/Amount';
import { RobotStatusTag } from './RobotStatusTag';

/** One rental in the purchase history: robot, purchase time, income, trading status; opens its record. */
export function RentalRow({ rental }: { rental: RobotRental }) {
  const { t } = useTranslation();
  return (
    <li className="robot-rental-item" data-testid="rental-row">
      <Link to={`/robot/order?id=${rental.id}`} className="card robot-rental-row">
        <div className="robot-rental-main">
          <span className="robot-rental-name">{rental.robotName}</span>
          <RobotStatusTag status={rental.status} />
        </div>
        <dl className="robot-rental-figures">
          <div>
            <dt>{t('robots.purchaseTime')}</dt>
            <dd className="num">{formatDateTime(rental.createTimeTimestamp)}</dd>
          </div>
          <div>
            <dt>{t('robots.income')}</dt>
            <dd>
              <Amount value={rental.income} signed testId="rental-income" />
            </dd>
          </div>
          <div>
            <dt>{t('robots.amount')}</dt>
            <dd>
              <Amount value={rental.amount} />
            </dd>
          </div>
        </dl>
      </Link>
    </li>
  );
}
