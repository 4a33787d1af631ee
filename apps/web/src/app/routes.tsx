import { Navigate, type RouteObject } from 'react-router';
import { ForgetScreen } from '../features/account/ForgetScreen';
import { LoginScreen } from '../features/account/LoginScreen';
import { RegisterScreen } from '../features/account/RegisterScreen';
import { RequireAuth } from '../features/account/RequireAuth';
import { MarketScreen } from '../features/market/MarketScreen';
import { LoginPasswordScreen } from '../features/my/LoginPasswordScreen';
import { MyScreen } from '../features/my/MyScreen';
import { PayPasswordScreen } from '../features/my/PayPasswordScreen';
import { SettingScreen } from '../features/my/SettingScreen';
import { NewsScreen } from '../features/news/NewsScreen';
import { QuoteScreen } from '../features/quote/QuoteScreen';
import { SearchScreen } from '../features/search/SearchScreen';
import { TradeScreen } from '../features/trade/TradeScreen';
import { CollectScreen } from '../features/watchlist/CollectScreen';
import { ManageScreen } from '../features/watchlist/ManageScreen';
import { AppLayout } from './AppLayout';
import { moneyRoutes } from './money-routes';
import { NotFoundScreen } from './NotFoundScreen';

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
      { path: 'quote/index', element: <QuoteScreen kind="index" /> },
      { path: 'quote/stock', element: <QuoteScreen kind="stock" /> },
      { path: 'trade', element: <TradeScreen /> },
      { path: 'news', element: <NewsScreen /> },
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
        path: 'my/paypwd',
        element: (
          <RequireAuth>
            <PayPasswordScreen />
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
