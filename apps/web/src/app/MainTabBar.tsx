import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMyTabBadge } from '../features/inbox';
import { MAIN_TABS } from './tabs';

export function MainTabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const myBadge = useMyTabBadge();
  return (
    <nav className="main-tab-bar" aria-label={t('app.mainNavigation')}>
      <TabBar activeKey={activePath} onChange={(path) => void navigate(path)} safeArea={false}>
        {MAIN_TABS.map((tab) => (
          <TabBar.Item
            key={tab.path}
            icon={tab.icon}
            title={t(tab.titleKey)}
            badge={tab.path === '/my' ? myBadge : null}
          />
        ))}
      </TabBar>
    </nav>
  );
}
