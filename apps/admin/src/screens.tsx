import { type ComponentType, lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

/**
 * A screen whose code loads when it is first shown (its own chunk), with react-admin's spinner meanwhile: the
 * first load carries only the shell, and the charts come with the dashboard alone.
 */
function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  };
}

export const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');
export const LoginPage = lazyScreen(() => import('./login/LoginPage'), 'LoginPage');
export const DepositQueue = lazyScreen(() => import('./queues/queues'), 'DepositQueue');
export const WithdrawalQueue = lazyScreen(() => import('./queues/queues'), 'WithdrawalQueue');
export const KycQueue = lazyScreen(() => import('./queues/queues'), 'KycQueue');
export const BlockTradingQueue = lazyScreen(() => import('./queues/queues'), 'BlockTradingQueue');
export const LoanQueue = lazyScreen(() => import('./queues/queues'), 'LoanQueue');
export const UserList = lazyScreen(() => import('./users/users'), 'UserList');
export const UserShow = lazyScreen(() => import('./users/users'), 'UserShow');
export const AuditList = lazyScreen(() => import('./audit/AuditList'), 'AuditList');
export const JournalList = lazyScreen(() => import('./ledger/JournalList'), 'JournalList');
export const ArticleList = lazyScreen(() => import('./news/news'), 'ArticleList');
export const ArticleCreate = lazyScreen(() => import('./news/news'), 'ArticleCreate');
export const ArticleEdit = lazyScreen(() => import('./news/news'), 'ArticleEdit');
export const IpoCalendar = lazyScreen(() => import('./offerings/offerings'), 'IpoCalendar');
export const InstitutionList = lazyScreen(() => import('./offerings/offerings'), 'InstitutionList');
export const RobotList = lazyScreen(() => import('./offerings/offerings'), 'RobotList');
export const StaffPage = lazyScreen(() => import('./staff/StaffPage'), 'StaffPage');
export const SettingsPage = lazyScreen(() => import('./settings/Settings'), 'SettingsPage');
