import type { ConnectionAdmin } from '@chartroom/client';
import { Anchor, Group, Select, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconDatabase } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { PublishedBadge } from './BuilderFooter';

export interface ChartHeaderProps {
  name: string;
  onName: (name: string) => void;
  connection: string | null;
  connections: readonly ConnectionAdmin[];
  connectionsLoading: boolean;
  onConnection: (connection: string | null) => void;
  version: number | null;
  published: boolean;
}

/** Back link, editable chart name, status and version, and the connection picker. */
export function ChartHeader(props: ChartHeaderProps) {
  const { t } = useHubTranslation();
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="nowrap" gap="lg">
      <div style={{ minWidth: 0, flex: 1 }}>
        <Anchor component={Link} to="/charts" size="sm" c="dimmed" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('chartBuilder.back')}
          </Group>
        </Anchor>
        <Group gap="sm" wrap="nowrap" mt={4}>
          <TextInput
            variant="unstyled"
            aria-label={t('chartBuilder.nameLabel')}
            placeholder={t('chartBuilder.namePlaceholder')}
            value={props.name}
            onChange={(e) => props.onName(e.currentTarget.value)}
            styles={{
              input: { fontSize: 24, fontWeight: 650, letterSpacing: '-0.01em', height: 40 },
            }}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="chart-name"
          />
          <PublishedBadge published={props.published} />
          {props.version !== null && (
            <Text size="sm" c="dimmed" ff="monospace" data-testid="chart-version">
              v{props.version}
            </Text>
          )}
        </Group>
      </div>
      <Select
        w={260}
        label={t('chartBuilder.connection')}
        placeholder={t('chartBuilder.connectionPlaceholder')}
        data={props.connections.map((c) => ({ value: c.id, label: c.name }))}
        value={props.connection}
        onChange={props.onConnection}
        disabled={props.connectionsLoading}
        leftSection={<IconDatabase size={16} />}
        allowDeselect={false}
        data-testid="connection-picker"
      />
    </Group>
  );
}
