import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface DeleteChartModalProps {
  name: string | null;
  deleting: boolean;
  /** Why the server refused (e.g. the draft is on a dashboard); the dialog stays open. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Confirm dialog before a draft chart is deleted for good. 'Cancel' has the focus, so Enter
 * or Escape never deletes by accident; a refusal (a dashboard still shows the chart) is shown
 * here with the dashboard's name, and the confirm stays disabled.
 */
export function DeleteChartModal({
  name,
  deleting,
  error,
  onCancel,
  onConfirm,
}: DeleteChartModalProps) {
  const { t } = useHubTranslation();
  return (
    <ConfirmDeleteModal
      opened={name !== null}
      title={t('chartLibrary.deleteTitle')}
      details={t('chartLibrary.deleteText', { name: name ?? '' })}
      confirmLabel={t('chartLibrary.delete')}
      cancelLabel={t('chartLibrary.cancel')}
      deleting={deleting}
      error={error ? t('chartLibrary.deleteFailed', { message: error }) : null}
      disableOnError
      focus="cancel"
      onCancel={onCancel}
      onConfirm={onConfirm}
      zIndex={400}
      testIds={{
        modal: 'delete-chart-modal',
        confirm: 'delete-confirm',
        error: 'delete-chart-error',
      }}
    />
  );
}
