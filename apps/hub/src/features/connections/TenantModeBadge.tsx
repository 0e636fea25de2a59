import type { ConnectionAdmin } from '@chartroom/client';
import { Badge, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconShieldLock } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useTenantAccess } from './use-tenant-access';

export interface TenantModeBadgeProps {
  connection: Pick<ConnectionAdmin, 'id' | 'tenantMode'>;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * "Admin only" or "Tenant-scoped", with the count of tables tenants are refused because nobody
 * classified them (read from the connection's tenant access).
 */
export function TenantModeBadge({ connection, size = 'md' }: TenantModeBadgeProps) {
  const { t } = useHubTranslation();
  const scoped = connection.tenantMode === 'scoped';
  const access = useTenantAccess(connection.id, scoped);
  const unclassified = scoped
    ? (access.data?.tables.filter((table) => table.state === 'unclassified').length ?? 0)
    : 0;

  if (!scoped) {
    return (
      <Tooltip label={t('connections.tenantAccess.badge.openHint')} withArrow>
        <Badge
          size={size}
          variant="light"
          color="gray"
          radius="sm"
          tt="none"
          leftSection={<IconLock size={12} />}
          data-testid={`tenant-mode-${connection.id}`}
          data-mode="open"
        >
          {t('connections.tenantAccess.badge.open')}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Group gap={6} wrap="wrap" data-testid={`tenant-mode-${connection.id}`} data-mode="scoped">
      <Tooltip label={t('connections.tenantAccess.badge.scopedHint')} withArrow>
        <Badge
          size={size}
          variant="light"
          color="teal"
          radius="sm"
          tt="none"
          leftSection={<IconShieldLock size={12} />}
        >
          {t('connections.tenantAccess.badge.scoped')}
        </Badge>
      </Tooltip>
      {unclassified > 0 && (
        <Tooltip
          label={t('connections.tenantAccess.unclassifiedCount', { count: unclassified })}
          withArrow
        >
          <Badge
            size={size}
            variant="light"
            color="orange"
            radius="sm"
            tt="none"
            leftSection={<IconAlertTriangle size={12} />}
            data-testid={`tenant-unclassified-${connection.id}`}
          >
            {t('connections.tenantAccess.badge.unclassified', { count: unclassified })}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
