import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConnectionNotices } from './ConnectionNotices';
import { MainTabBar } from './MainTabBar';
import { preloadTabScreens } from './screens';
import { ScreenLoading } from './ScreenLoading';
import { tabForPath } from './tabs';

/** The phone-width frame; the bottom tab bar only on the five tab paths. */
export function AppLayout() {
  const { pathname } = useLocation();
  const tab = tabForPath(pathname);
  return (
    <div className={tab ? 'app-frame has-tabs' : 'app-frame'}>
      <main className="app-main">
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
          <WarmTabScreens />
        </Suspense>
      </main>
      <ConnectionNotices />
      {tab && <MainTabBar activePath={tab.path} />}
    </div>
  );
}

/**
 * Loads the five tab screens in the background once the first screen has painted: it sits inside the screen's
 * Suspense boundary, so its effect runs only after that screen's own code has arrived and shown.
 */
function WarmTabScreens() {
  useEffect(() => {
    let stopped = false;
    let cancel = () => {};
    const nextIdle = () =>
      new Promise<void>((resolve) => {
        if (!stopped) cancel = whenIdle(resolve);
      });
    void preloadTabScreens(nextIdle);
    return () => {
      stopped = true;
      cancel();
    };
  }, []);
  return null;
}

/** Runs `work` once the browser is idle (or after a second where there is no idle callback); returns its cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1000);
  return () => window.clearTimeout(id);
}
