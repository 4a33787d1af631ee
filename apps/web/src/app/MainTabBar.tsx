import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMyTabBadge } from '../features/inbox';
import { MAIN_TABS } from './tabs';

/**
 * The five tabs. Each title is a real link, so the bar is reached with Tab and followed with Enter; a tap on the
 * icon still switches tab through the bar's own handler (skipped when the link already navigated there).
 */
export function MainTabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const myBadge = useMyTabBadge();
  return (
    <nav className="main-tab-bar" aria-label={t('app.mainNavigation')}>
      <TabBar
        activeKey={activePath}
        onChange={(path) => {
          if (window.location.pathname !== path) void navigate(path);
        }}
        safeArea={false}
      >
        {MAIN_TABS.map((tab) => (
          <TabBar.Item
            key={tab.path}
            icon={tab.icon}
            title={
              <Link className="main-tab-link" to={tab.path} aria-current={tab.path === activePath ? 'page' : undefined}>
                {t(tab.titleKey)}
              </Link>
            }
            badge={tab.path === '/my' ? myBadge : null}
          />
        ))}
      </TabBar>
    </nav>
  );
}
