import {
  IconActivity,
  IconChartHistogram,
  IconDatabase,
  IconLayoutDashboard,
  IconPlayerPlay,
  IconSettings,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  path: string;
  /** Key under `nav.` in the hub namespace. */
  key: 'dashboards' | 'charts' | 'connections' | 'tenants' | 'usage' | 'demo' | 'settings';
  icon: Icon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/dashboards', key: 'dashboards', icon: IconLayoutDashboard },
  { path: '/charts', key: 'charts', icon: IconChartHistogram },
  { path: '/connections', key: 'connections', icon: IconDatabase },
  { path: '/tenants', key: 'tenants', icon: IconUsersGroup },
  { path: '/usage', key: 'usage', icon: IconActivity },
  { path: '/demo', key: 'demo', icon: IconPlayerPlay },
  { path: '/settings', key: 'settings', icon: IconSettings },
];
