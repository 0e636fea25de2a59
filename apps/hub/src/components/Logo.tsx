import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';

export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={large ? 40 : 30} radius="md" variant="filled">
        <IconChartBar size={large ? 24 : 18} stroke={2} />
      </ThemeIcon>
      <Text fw={700} fz={large ? 24 : 18} style={{ letterSpacing: '-0.02em' }}>
        Chartroom
      </Text>
    </Group>
  );
}
