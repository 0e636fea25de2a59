import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface DeleteDashboardModalProps {
  /** The dashboard to delete; null: closed. */
  name: string | null;
  deleting: boolean;
  /** Why the server refused; the dialog stays open. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * 'Confirm Dashboard Deletion' / 'This action is permanent and cannot be undone...'
 * (dashboards.md §2). Cancel has the focus, so Enter or Escape never deletes by accident.
 */
export function DeleteDashboardModal(props: DeleteDashboardModalProps) {
  const { t } = useHubTranslation();
  return (
    <ConfirmDeleteModal
      opened={props.name !== null}
      title={t('dashboardLifecycle.deleteDialog.title')}
      message={t('dashboardLifecycle.deleteDialog.text')}
      details={t('dashboardLifecycle.deleteDialog.details', { name: props.name ?? '' })}
      confirmLabel={t('dashboardLifecycle.deleteDialog.confirm')}
      cancelLabel={t('dashboardLifecycle.cancel')}
      deleting={props.deleting}
      error={props.error && t('dashboardLifecycle.deleteFailed', { message: props.error })}
      focus="cancel"
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
      testIds={{
        modal: 'delete-dashboard-modal',
        confirm: 'delete-dashboard-confirm',
        error: 'delete-dashboard-error',
      }}
    />
  );
}
