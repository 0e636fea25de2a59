import type { Tenant } from '@chartroom/client';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useDeleteTenant } from './use-tenants';

export interface DeleteTenantModalProps {
  tenant: Tenant | null;
  onClose: () => void;
}

/** Confirms a tenant's deletion (Enter confirms, Esc cancels). */
export function DeleteTenantModal({ tenant, onClose }: DeleteTenantModalProps) {
  const { t } = useHubTranslation();
  const remove = useDeleteTenant();

  function confirm() {
    if (!tenant) return;
    remove.mutate(tenant.id, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: t('tenants.notify.deleted'),
          message: tenant.name,
        });
        onClose();
      },
    });
  }

  return (
    <Modal
      opened={tenant !== null}
      onClose={onClose}
      title={t('tenants.delete.title')}
      radius="md"
      styles={{ title: { fontWeight: 650 } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="lg">
          <Text size="sm">{t('tenants.delete.text', { name: tenant?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" color="gray" onClick={onClose}>
              {t('tenants.actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={remove.isPending}
              data-autofocus
              data-testid="tenant-delete-confirm"
            >
              {t('tenants.actions.delete')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
