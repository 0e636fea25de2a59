import type { ListedItem, Tenant } from '@chartroom/client';
import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconDotsVertical, IconEye, IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface TenantActionsProps {
  tenant: Tenant;
  dashboards: ListedItem[];
  onMint: (tenant: Tenant) => void;
  onViewAs: (tenant: Tenant, dashboardId: string) => void;
  onEdit: (tenant: Tenant) => void;
  onDelete: (tenant: Tenant) => void;
}

/** A row's buttons: mint a token, view as the tenant (a dashboard menu), and edit / delete. */
export function TenantActions({
  tenant,
  dashboards,
  onMint,
  onViewAs,
  onEdit,
  onDelete,
}: TenantActionsProps) {
  const { t } = useHubTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('tenants.actions.mint')} withArrow>
        <ActionIcon
          variant="subtle"
          aria-label={t('tenants.actions.mint')}
          onClick={() => onMint(tenant)}
          data-testid={`tenant-mint-${tenant.id}`}
        >
          <IconKey size={16} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Tooltip label={t('tenants.actions.viewAs')} withArrow>
            <ActionIcon
              variant="subtle"
              aria-label={t('tenants.actions.viewAs')}
              data-testid={`tenant-view-as-${tenant.id}`}
            >
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown maw={320}>
          <Menu.Label>{t('tenants.viewAs.choose', { name: tenant.name })}</Menu.Label>
          {dashboards.length === 0 && <Menu.Item disabled>{t('tenants.viewAs.none')}</Menu.Item>}
          {dashboards.map((d) => (
            <Menu.Item
              key={d.id}
              onClick={() => onViewAs(tenant, d.id)}
              data-testid={`tenant-view-as-dashboard-${d.id}`}
            >
              {d.name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('tenants.list.actions')}
            data-testid={`tenant-menu-${tenant.id}`}
          >
            <IconDotsVertical size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={14} />}
            onClick={() => onEdit(tenant)}
            data-testid={`tenant-edit-${tenant.id}`}
          >
            {t('tenants.actions.edit')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onDelete(tenant)}
            data-testid={`tenant-delete-${tenant.id}`}
          >
            {t('tenants.actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
