import type { TabsPlacement } from '@chartroom/core';
import { Button, Group, Menu, Tabs, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLayoutDashboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';

/** The global tab's value; every other tab is a personal workspace dashboard's id. */
export const GLOBAL_TAB = 'global';

export interface WorkspaceTab {
  /** GLOBAL_TAB, or the workspace dashboard's id. */
  id: string;
  /** The dashboard's name ('' shows 'Global' or 'Personal workspace'). */
  name: string;
}

export interface WorkspaceTabsProps {
  /** The global tab first, then the personal workspace dashboards. */
  tabs: readonly WorkspaceTab[];
  value: string;
  onChange: (id: string) => void;
  /** The theme's `tabsPlacement`: tabs at the left (default), centre or right, or a dropdown. */
  placement?: TabsPlacement;
  /** Shown after the tabs (the selected dashboard's actions). */
  actions?: ReactNode;
}

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * The dashboard host's tabs (dashboards.md §2): a global tab named by the shared dashboard (or
 * 'Global') and one per personal workspace dashboard (its name, or 'Personal workspace'); the
 * theme's 'popover' placement shows a dropdown instead.
 */
export function WorkspaceTabs({
  tabs,
  value,
  onChange,
  placement = 'left',
  actions,
}: WorkspaceTabsProps) {
  const { t } = useHubTranslation();
  const label = (tab: WorkspaceTab) =>
    tab.name.trim() ||
    t(tab.id === GLOBAL_TAB ? 'embeddedEditing.globalTab' : 'embeddedEditing.personalTab');
  const testId = (tab: WorkspaceTab) => `workspace-tab-${tab.id}`;
  const workspace = (tab: WorkspaceTab) => (tab.id === GLOBAL_TAB ? 'global' : 'personal');

  if (placement === 'popover') {
    const current = tabs.find((tab) => tab.id === value) ?? tabs[0];
    return (
      <Group gap="xs" mb="md" wrap="nowrap" data-testid="workspace-tabs" data-placement="popover">
        <Menu position="bottom-start" shadow="md" width={260}>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconLayoutDashboard size={16} />}
              rightSection={<IconChevronDown size={14} />}
              aria-label={t('embeddedEditing.workspaces')}
              data-testid="workspace-popover"
              styles={{ label: { maxWidth: 220 } }}
            >
              <Text span truncate size="sm">
                {current ? label(current) : ''}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('embeddedEditing.workspaces')}</Menu.Label>
            {tabs.map((tab) => (
              <Menu.Item
                key={tab.id}
                onClick={() => onChange(tab.id)}
                rightSection={tab.id === value ? <IconCheck size={14} /> : null}
                aria-current={tab.id === value ? 'true' : undefined}
                data-testid={testId(tab)}
                data-workspace={workspace(tab)}
                data-selected={tab.id === value ? 'true' : 'false'}
              >
                {label(tab)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {actions}
      </Group>
    );
  }

  return (
    <Group
      gap="xs"
      mb="md"
      wrap="nowrap"
      align="flex-end"
      justify={JUSTIFY[placement]}
      data-testid="workspace-tabs"
      data-placement={placement}
    >
      <Tabs
        value={value}
        onChange={(next) => {
          if (next) onChange(next);
        }}
        style={{ minWidth: 0, flex: placement === 'left' ? 1 : undefined }}
      >
        <Tabs.List
          aria-label={t('embeddedEditing.workspaces')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.id}
              value={tab.id}
              data-testid={testId(tab)}
              data-workspace={workspace(tab)}
              style={{ whiteSpace: 'nowrap' }}
            >
              {label(tab)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {actions}
    </Group>
  );
}
