import { Button, Paper } from '@mantine/core';
import { IconDatabasePlus, IconUpload } from '@tabler/icons-react';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface ConnectionsEmptyProps {
  onAdd: () => void;
  onUpload: () => void;
}

/** No connection yet: what a connection is for, and the two ways to make one. */
export function ConnectionsEmpty({ onAdd, onUpload }: ConnectionsEmptyProps) {
  const { t } = useHubTranslation();
  return (
    <Paper withBorder radius="md">
      <StatusScreen
        testId="connections-empty"
        icon={<IconDatabasePlus size={28} stroke={1.5} />}
        title={t('connections.emptyTitle')}
        message={t('connections.emptyText')}
        minHeight={380}
        maxWidth={480}
      >
        <Button leftSection={<IconDatabasePlus size={16} />} onClick={onAdd}>
          {t('connections.actions.add')}
        </Button>
        <Button variant="default" leftSection={<IconUpload size={16} />} onClick={onUpload}>
          {t('connections.actions.upload')}
        </Button>
      </StatusScreen>
    </Paper>
  );
}
