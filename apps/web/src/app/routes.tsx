import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/account';
import { AppLayout } from './AppLayout';
import { moneyRoutes } from './money-routes';
import { NotFoundScreen } from './NotFoundScreen';
import {
  CollectScreen,
  ForgetScreen,
  InboxScreen,
  KycDocumentScreen,
  KycScreen,
  LoginPasswordScreen,
  LoginScreen,
  ManageScreen,
  MarketScreen,
  MiningScreen,
  MyScreen,
  NewsDetailScreen,
  NewsScreen,
  PayPasswordScreen,
  TwoFactorScreen,
  QuoteWithPositions,
  RegisterScreen,
  SearchScreen,
  SettingScreen,
  ShareScreen,
  TradeScreen,
} from './screens';

/** docs/product.md §2 routes built so far; the rest arrive with their features. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/market" replace /> },
      { path: 'market', element: <MarketScreen /> },
      { path: 'collect', element: <CollectScreen /> },
      {
        path: 'collect/manage',
        element: (
          <RequireAuth>
            <ManageScreen />
          </RequireAuth>
        ),
      },
      { path: 'search', element: <SearchScreen /> },
      // The quote screens, with the user's positions in the instrument drawn on the chart.
      { path: 'quote/index', element: <QuoteWithPositions kind="index" /> },
      { path: 'quote/stock', element: <QuoteWithPositions kind="stock" /> },
      { path: 'trade', element: <TradeScreen /> },
      { path: 'news', element: <NewsScreen /> },
      { path: 'news/detail', element: <NewsDetailScreen /> },
      { path: 'my', element: <MyScreen /> },
      { path: 'my/setting', element: <SettingScreen /> },
      {
        path: 'my/loginpwd',
        element: (
          <RequireAuth>
            <LoginPasswordScreen />
          </RequireAuth>
        ),
      },
      {
        path: 'my/messages',
        element: (
          <RequireAuth>
            <InboxScreen />
          </RequireAuth>
        ),
      },
      {
        path: 'mining',
        element: (
          <RequireAuth>
            <MiningScreen />
          </RequireAuth>
        ),
      },
      {
        path: 'my/share',
        element: (
          <RequireAuth>
            <ShareScreen />
          </RequireAuth>
        ),
      },
      {
        path: 'my/paypwd',
        element: (
          <RequireAuth>
            <PayPasswordScreen />
          </RequireAuth>
        ),
      },
      {
        path: 'my/2fa',
        element: (
          <RequireAuth>
            <TwoFactorScreen />
          </RequireAuth>
        ),
      },
      // Identity verification (docs/product.md §2): the state or the country, then the document.
      {
        path: 'kyc',
        element: (
          <RequireAuth>
            <KycScreen />
          </RequireAuth>
        ),
      },
      {
        path: 'kyc/idcard',
        element: (
          <RequireAuth>
            <KycDocumentScreen docType="idcard" />
          </RequireAuth>
        ),
      },
      {
        path: 'kyc/passport',
        element: (
          <RequireAuth>
            <KycDocumentScreen docType="passport" />
          </RequireAuth>
        ),
      },
      ...moneyRoutes,
      { path: 'login', element: <LoginScreen /> },
      { path: 'register', element: <RegisterScreen /> },
      { path: 'forget', element: <ForgetScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
