import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDatabasePlus, IconUpload } from '@tabler/icons-react';
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
      <Center mih={380} p="xl" data-testid="connections-empty">
        <Stack align="center" gap="sm" maw={480} ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconDatabasePlus size={28} stroke={1.5} />
          </ThemeIcon>
          <Title order={3} fz={20}>
            {t('connections.emptyTitle')}
          </Title>
          <Text c="dimmed">{t('connections.emptyText')}</Text>
          <Group gap="sm" mt="xs">
            <Button leftSection={<IconDatabasePlus size={16} />} onClick={onAdd}>
              {t('connections.actions.add')}
            </Button>
            <Button variant="default" leftSection={<IconUpload size={16} />} onClick={onUpload}>
              {t('connections.actions.upload')}
            </Button>
          </Group>
        </Stack>
      </Center>
    </Paper>
  );
}
