import type { ReactNode } from 'react';
import { CollectIcon, MarketsIcon, NewsIcon, OrderIcon, PersonIcon } from '../ui/icons';
import { routePath } from './route-path';

export interface MainTab {
  path: string;
  titleKey: 'tabs.market' | 'tabs.collect' | 'tabs.trade' | 'tabs.news' | 'tabs.my';
  icon: ReactNode;
}

/** docs/product.md §2: the five tabs, in order. */
export const MAIN_TABS: readonly MainTab[] = [
  { path: '/market', titleKey: 'tabs.market', icon: <MarketsIcon /> },
  { path: '/collect', titleKey: 'tabs.collect', icon: <CollectIcon /> },
  { path: '/trade', titleKey: 'tabs.trade', icon: <OrderIcon /> },
  { path: '/news', titleKey: 'tabs.news', icon: <NewsIcon /> },
  { path: '/my', titleKey: 'tabs.my', icon: <PersonIcon /> },
];

/** The tab bar shows on exactly the five tab paths (a trailing slash aside). */
export function tabForPath(pathname: string): MainTab | undefined {
  const path = routePath(pathname);
  return MAIN_TABS.find((tab) => tab.path === path);
}
