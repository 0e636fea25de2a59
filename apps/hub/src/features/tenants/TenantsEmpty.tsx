import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

/** No tenant yet: what a tenant is, and the button to add one. */
export function TenantsEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useHubTranslation();
  return (
    <Paper withBorder radius="md">
      <Center mih={360} p="xl" data-testid="tenants-empty">
        <Stack align="center" gap="sm" maw={520} ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconUsersGroup size={28} stroke={1.5} />
          </ThemeIcon>
          <Title order={3} fz={20}>
            {t('tenants.emptyTitle')}
          </Title>
          <Text c="dimmed">{t('tenants.emptyText')}</Text>
          <Button mt="xs" leftSection={<IconUserPlus size={16} />} onClick={onAdd}>
            {t('tenants.actions.add')}
          </Button>
        </Stack>
      </Center>
    </Paper>
  );
}
