import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { InstitutionCard } from './InstitutionCard';
import { useInstitutions } from './queries';
import './copy-trading.css';

/** /institution: the institutions to copy, each with its stated rules and its real record, and a link to my orders. */
export function InstitutionListScreen() {
  const { t } = useTranslation();
  const list = useInstitutions();
  let body;
  if (list.isPending) body = <CardSkeleton count={3} className="card card-stack" />;
  else if (list.isError) body = <ErrorState onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <EmptyState title={t('copyTrading.empty')} />;
  else body = list.data.map((i) => <InstitutionCard key={i.id} institution={i} />);
  return (
    <Screen
      title={t('copyTrading.title')}
      backTo="/my"
      wideSides
      actions={
        <Link to="/follow/orders" className="header-link">
          {t('copyTrading.myOrdersShort')}
        </Link>
      }
    >
      <p className="card-intro">{t('copyTrading.intro')}</p>
      {body}
    </Screen>
  );
}
