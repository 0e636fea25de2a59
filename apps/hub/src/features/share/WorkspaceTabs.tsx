import { Tabs } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';

export type WorkspaceTab = 'global' | 'personal';

export interface WorkspaceTabsProps {
  value: WorkspaceTab;
  onChange: (tab: WorkspaceTab) => void;
  /** The shared dashboard's name ('' shows 'Global'). */
  globalName: string;
  /** The personal copy's name ('' shows 'Personal workspace'). */
  personalName: string;
}

/**
 * The dashboard host's tabs (dashboards.md §2): a global tab named by the shared dashboard and one
 * for the tenant's personal workspace copy.
 */
export function WorkspaceTabs({ value, onChange, globalName, personalName }: WorkspaceTabsProps) {
  const { t } = useHubTranslation();
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        if (next === 'global' || next === 'personal') onChange(next);
      }}
      mb="md"
      data-testid="workspace-tabs"
    >
      <Tabs.List aria-label={t('embeddedEditing.workspaces')}>
        <Tabs.Tab value="global" data-testid="workspace-tab-global">
          {globalName.trim() || t('embeddedEditing.globalTab')}
        </Tabs.Tab>
        <Tabs.Tab value="personal" data-testid="workspace-tab-personal">
          {personalName.trim() || t('embeddedEditing.personalTab')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
