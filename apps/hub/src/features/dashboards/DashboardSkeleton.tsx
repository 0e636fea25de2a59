import { Box, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The loading skeleton of a dashboard: title, filter bar, two rows of cards. */
export function DashboardSkeleton({ withTitle = true }: { withTitle?: boolean }) {
  return (
    <Stack gap="md" data-testid="dashboard-loading" aria-busy="true">
      {withTitle && <Skeleton h={28} w={280} radius="md" />}
      <Group gap="sm">
        {[0, 1, 2].map((i) => (
          <Box key={i} w={220}>
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
