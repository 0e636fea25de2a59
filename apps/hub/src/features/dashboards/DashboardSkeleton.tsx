import { Box, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/**
 * The loading skeleton of a dashboard: title, filter bar, two rows of cards (one column of cards
 * and two filters a row on a phone, as the dashboard itself).
 */
export function DashboardSkeleton({ withTitle = true }: { withTitle?: boolean }) {
  return (
    <Stack gap="md" data-testid="dashboard-loading" aria-busy="true">
      {withTitle && <Skeleton h={28} w={280} maw="70%" radius="md" />}
      <Group gap="sm" wrap="nowrap">
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            w={{ base: 'calc(50% - 6px)', sm: 220 }}
            display={i === 2 ? { base: 'none', sm: 'block' } : undefined}
          >
            <Skeleton h={12} w={90} mb={8} radius="sm" />
            <Skeleton h={36} radius="md" />
          </Box>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={10}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={i < 2 ? 150 : 310} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
