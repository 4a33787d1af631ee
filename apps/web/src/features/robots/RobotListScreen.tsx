import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../ui/Screen';
import { SimulatedNote } from '../../ui/SimulatedNote';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { RobotCard } from './RobotCard';
import { useRobots } from './queries';
import './robots.css';

/** /robot: the robots that can be rented, each with its stated rules and its backtest over the past year. */
export function RobotListScreen() {
  const { t } = useTranslation();
  const robots = useRobots();
  let body;
  if (robots.isPending) body = <CardSkeleton count={3} />;
  else if (robots.isError) body = <ErrorState onRetry={() => void robots.refetch()} />;
  else if (robots.data.length === 0) body = <EmptyState title={t('robots.empty')} />;
  else body = robots.data.map((r) => <RobotCard key={r.id} robot={r} />);
  return (
    <Screen
      title={t('robots.title')}
      backTo="/my"
      wideSides
      actions={
        <Link to="/robot/orders" className="header-link" data-testid="robot-orders-link">
          {t('robots.historyLink')}
        </Link>
      }
    >
      <p className="card-intro">{t('robots.intro')}</p>
      {body}
      <SimulatedNote />
    </Screen>
  );
}
