import { Button, Paper } from '@mantine/core';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';

/** No tenant yet: what a tenant is, and the button to add one. */
export function TenantsEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useHubTranslation();
  return (
    <Paper withBorder radius="md">
      <StatusScreen
        testId="tenants-empty"
        icon={<IconUsersGroup size={28} stroke={1.5} />}
        title={t('tenants.emptyTitle')}
        message={t('tenants.emptyText')}
        minHeight={360}
        maxWidth={520}
      >
        <Button leftSection={<IconUserPlus size={16} />} onClick={onAdd}>
          {t('tenants.actions.add')}
        </Button>
      </StatusScreen>
    </Paper>
  );
}
