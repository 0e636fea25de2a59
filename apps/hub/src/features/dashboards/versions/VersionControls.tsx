import { useEffect } from 'react';
import { useDashboardEditMode } from '../toolbar/use-edit-mode';
import { useOutdatedNotice } from './OutdatedNotice';
import { RestoreButton } from './RestoreButton';
import { useDashboardVersions } from './use-dashboard-versions';
import { useRequestedVersion, useShowVersion } from './use-version-param';
import { isOldVersion } from './version-choice';
import { VersionSelector } from './VersionSelector';

/**
 * The dashboard page header's version tools: the version selector (in edit mode it sits in the
 * edit toolbar instead), 'Restore' while an old version is shown (the Save button is hidden
 * then), and the outdated-version notice (the list polled while editing).
 */
export function VersionControls({
  dashboardId,
  version,
}: {
  dashboardId: string;
  version: number;
}) {
  const editing = useDashboardEditMode();
  const requested = useRequestedVersion();
  const versions = useDashboardVersions(dashboardId, editing);
  useOutdatedNotice(dashboardId, versions.data);
  const old = isOldVersion(requested, versions.data);
  const showVersion = useShowVersion();
  const latestRequested = requested !== undefined && versions.data !== undefined && !old;
  // `?version=N` naming the latest is the latest: the parameter goes (Save comes back).
  useEffect(() => {
    if (latestRequested) showVersion(null);
  }, [latestRequested, showVersion]);
  return (
    <>
      {!editing && <VersionSelector dashboardId={dashboardId} version={version} />}
      {old && requested !== undefined && (
        <RestoreButton dashboardId={dashboardId} version={requested} />
      )}
    </>
  );
}
