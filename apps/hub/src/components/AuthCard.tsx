import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}

/** The centred card of the setup and sign-in screens. */
export function AuthCard({ title, subtitle, children, width = 420 }: AuthCardProps) {
  return (
    <Box
      mih="100vh"
      style={{
        background:
          'radial-gradient(1200px 600px at 50% -10%, var(--mantine-color-violet-light), transparent), var(--mantine-color-body)',
      }}
    >
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={width} gap="lg">
          <Center>
            <Logo size="lg" />
          </Center>
          <Paper withBorder shadow="md" radius="lg" p="xl">
            <Stack gap={4} mb="lg">
              <Title order={2} fz={22}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
