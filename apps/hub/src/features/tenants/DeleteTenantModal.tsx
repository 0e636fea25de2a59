import type { Tenant } from '@chartroom/client';
import { notifications } from '@mantine/notifications';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
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
    <ConfirmDeleteModal
      opened={tenant !== null}
      title={t('tenants.delete.title')}
      message={t('tenants.delete.text', { name: tenant?.name ?? '' })}
      confirmLabel={t('tenants.actions.delete')}
      cancelLabel={t('tenants.actions.cancel')}
      deleting={remove.isPending}
      focus="confirm"
      onCancel={onClose}
      onConfirm={confirm}
      testIds={{ confirm: 'tenant-delete-confirm' }}
    />
  );
}
