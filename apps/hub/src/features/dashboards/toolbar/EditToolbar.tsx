import { Group } from '@mantine/core';
import type { ViewerDashboard } from '../dashboard-model';
import { EditCssButton } from '../settings/EditCssButton';
import { ExportableToggle } from '../settings/ExportableToggle';
import { GoldenPromptsButton } from '../settings/GoldenPromptsButton';
import { GoldenTablesButton } from '../settings/GoldenTablesButton';
import { PublicToggle } from '../settings/PublicToggle';
import { SettingsMenu } from '../settings/SettingsMenu';
import { TenantSelector } from '../tenant-selector/TenantSelector';
import { DeployButton } from '../deploy/DeployButton';
import { ShareInvitationButton } from '../share-invitation/ShareInvitationButton';
import { VersionSelector } from '../versions/VersionSelector';

export interface EditToolbarProps {
  dashboard: ViewerDashboard;
}

/**
 * The edit-mode toolbar of an admin dashboard (spec dashboards.md §2 "Dashboard header /
 * toolbar"): shown under the header on `/build/dashboard/:id/edit`. Each tool is its own
 * component in its own folder (versions, settings dialogs, deploy, share, tenant selector...);
 * this file only lays them out, wrapping on narrow screens.
 */
export function EditToolbar({ dashboard }: EditToolbarProps) {
  return (
    <Group gap="xs" wrap="wrap" data-testid="dashboard-edit-toolbar" data-dashboard={dashboard.id}>
      {/* tools: one line each, in the spec's order */}
      <TenantSelector />
      <EditCssButton dashboardId={dashboard.id} />
      <VersionSelector dashboardId={dashboard.id} version={dashboard.version} />
      <GoldenPromptsButton dashboardId={dashboard.id} />
      <GoldenTablesButton dashboardId={dashboard.id} />
      <ShareInvitationButton dashboard={dashboard} />
      <DeployButton dashboard={dashboard} />
      <SettingsMenu dashboardId={dashboard.id} />
      <ExportableToggle dashboardId={dashboard.id} />
      <PublicToggle dashboardId={dashboard.id} />
    </Group>
  );
}
