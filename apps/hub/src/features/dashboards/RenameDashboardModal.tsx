import { Alert, Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface RenameDashboardModalProps {
  /** The current name; null: closed. */
  name: string | null;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onRename: (name: string) => void;
}

/** Rename dialog (dashboards.md §2): the new name is saved as a new version. */
export function RenameDashboardModal(props: RenameDashboardModalProps) {
  const { t } = useHubTranslation();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (props.name !== null) {
      setValue(props.name);
      setTouched(false);
    }
  }, [props.name]);
  const trimmed = value.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (trimmed && trimmed !== props.name) props.onRename(trimmed);
    else if (trimmed) props.onCancel();
  };
  return (
    <Modal
      opened={props.name !== null}
      onClose={props.saving ? () => undefined : props.onCancel}
      centered
      radius="md"
      title={<Text fw={600}>{t('dashboardLifecycle.renameDialog.title')}</Text>}
      data-testid="rename-dashboard-modal"
    >
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('dashboardLifecycle.create.name')}
          description={t('dashboardLifecycle.renameDialog.hint')}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          maxLength={500}
          error={touched && !trimmed ? t('dashboardLifecycle.create.nameRequired') : null}
          data-autofocus
          data-testid="rename-dashboard-name"
        />
        {props.error && (
          <Alert
            mt="md"
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={16} />}
            role="alert"
          >
            {t('dashboardLifecycle.renameDialog.failed', { message: props.error })}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={props.onCancel} disabled={props.saving}>
            {t('dashboardLifecycle.cancel')}
          </Button>
          <Button type="submit" loading={props.saving} data-testid="rename-dashboard-submit">
            {t('dashboardLifecycle.renameDialog.submit')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
