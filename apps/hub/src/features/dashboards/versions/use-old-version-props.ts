import { useHubTranslation } from '../../../i18n/hub-i18n';
import classes from './old-version.module.css';
import { useDashboardVersions } from './use-dashboard-versions';
import { useRequestedVersion } from './use-version-param';
import { isOldVersion } from './version-choice';

/** Props of the dashboard body while an old version is shown: none on the latest. */
export interface OldVersionProps {
  className?: string;
  'data-old-version'?: number;
  'aria-label'?: string;
}

/**
 * Spread on the dashboard body: on an old version (dashboards.md §4 "A non-latest dashboard has
 * chart titles dimmed and the editing area faded and blocked") the body is faded, the chart
 * titles dimmed, and the card controls, drag and resize handles gone (edit mode also keeps the
 * canvas static). The share page never has a requested version, so it gets nothing.
 */
export function useOldVersionProps(dashboardId: string): OldVersionProps {
  const { t } = useHubTranslation();
  const requested = useRequestedVersion();
  const versions = useDashboardVersions(dashboardId, false, requested !== undefined);
  if (!isOldVersion(requested, versions.data) || requested === undefined) return {};
  return {
    className: classes.frame,
    'data-old-version': requested,
    'aria-label': t('dashboardVersions.oldVersionArea', { version: requested }),
  };
}
