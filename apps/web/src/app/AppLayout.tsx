import { Outlet, useLocation } from 'react-router';
import { MainTabBar } from './MainTabBar';
import { tabForPath } from './tabs';

/** The phone-width frame; the bottom tab bar only on the five tab paths. */
export function AppLayout() {
  const { pathname } = useLocation();
  const tab = tabForPath(pathname);
  return (
    <div className={tab ? 'app-frame has-tabs' : 'app-frame'}>
      <main className="app-main">
        <Outlet />
      </main>
      {tab && <MainTabBar activePath={tab.path} />}
    </div>
  );
}
