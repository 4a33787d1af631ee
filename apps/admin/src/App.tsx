import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BadgeIcon from '@mui/icons-material/Badge';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SavingsIcon from '@mui/icons-material/Savings';
import SettingsIcon from '@mui/icons-material/Settings';
import EventIcon from '@mui/icons-material/Event';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import GroupsIcon from '@mui/icons-material/Groups';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Admin, CustomRoutes, Layout, Menu, type LayoutProps, Resource, usePermissions } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './api/auth-provider';
import { dataProvider } from './api/data-provider';
import {
  ArticleCreate,
  ArticleEdit,
  ArticleList,
  AuditList,
  BlockTradingQueue,
  Dashboard,
  DepositQueue,
  InstitutionList,
  IpoCalendar,
  JournalList,
  KycQueue,
  LoanQueue,
  LoginPage,
  RobotList,
  SettingsPage,
  StaffPage,
  UserList,
  UserShow,
  WithdrawalQueue,
} from './screens';

function BackofficeMenu() {
  const { permissions } = usePermissions<string[]>();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {permissions?.includes('staff.manage') && (
        <Menu.Item to="/staff" primaryText="Staff" leftIcon={<ManageAccountsIcon />} />
      )}
      {permissions?.includes('settings.read') && (
        <Menu.Item to="/settings" primaryText="Settings" leftIcon={<SettingsIcon />} />
      )}
    </Menu>
  );
}

const BackofficeLayout = ({ children }: LayoutProps) => <Layout menu={BackofficeMenu}>{children}</Layout>;

/** Each screen appears only to a role whose permissions include what it needs (the server checks every call too). */
export function App() {
  return (
    <Admin
      title="Bourse back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={BackofficeLayout}
      requireAuth
      disableTelemetry
    >
      {(permissions: string[]) => (
        <>
          {permissions.includes('deposits.review') && (
            <Resource name="deposits" list={DepositQueue} icon={SavingsIcon} options={{ label: 'Deposits' }} />
          )}
          {permissions.includes('withdrawals.review') && (
            <Resource
              name="withdrawals"
              list={WithdrawalQueue}
              icon={PaymentsIcon}
              options={{ label: 'Withdrawals' }}
            />
          )}
          {permissions.includes('kyc.review') && (
            <Resource name="kyc" list={KycQueue} icon={BadgeIcon} options={{ label: 'Identity (KYC)' }} />
          )}
          {permissions.includes('blockTrading.review') && (
            <Resource
              name="blockTrading"
              list={BlockTradingQueue}
              icon={GavelIcon}
              options={{ label: 'Block trading' }}
            />
          )}
          {permissions.includes('loans.review') && (
            <Resource name="loans" list={LoanQueue} icon={RequestQuoteIcon} options={{ label: 'Loans' }} />
          )}
          {permissions.includes('users.read') && (
            <Resource name="users" list={UserList} show={UserShow} icon={PeopleIcon} options={{ label: 'Users' }} />
          )}
          {permissions.includes('audit.read') && (
            <Resource name="audit" list={AuditList} icon={HistoryIcon} options={{ label: 'Audit log' }} />
          )}
          {permissions.includes('ledger.read') && (
            <Resource name="journal" list={JournalList} icon={AccountBalanceIcon} options={{ label: 'Ledger' }} />
          )}
          {permissions.includes('news.write') && (
            <Resource
              name="news"
              list={ArticleList}
              create={ArticleCreate}
              edit={ArticleEdit}
              icon={NewspaperIcon}
              options={{ label: 'News' }}
            />
          )}
          {permissions.includes('offerings.read') && (
            <>
              <Resource name="ipo" list={IpoCalendar} icon={EventIcon} options={{ label: 'IPO calendar' }} />
              <Resource
                name="institutions"
                list={InstitutionList}
                icon={GroupsIcon}
                options={{ label: 'Institutions' }}
              />
              <Resource name="robots" list={RobotList} icon={SmartToyIcon} options={{ label: 'Robots' }} />
            </>
          )}
          {permissions.includes('staff.manage') && (
            <CustomRoutes>
              <Route path="/staff" element={<StaffPage />} />
            </CustomRoutes>
          )}
          {permissions.includes('settings.read') && (
            <CustomRoutes>
              <Route path="/settings" element={<SettingsPage />} />
            </CustomRoutes>
          )}
        </>
      )}
    </Admin>
  );
}
