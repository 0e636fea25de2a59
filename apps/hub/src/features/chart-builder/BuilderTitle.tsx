import { Anchor, Group, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBuilderMode } from './builder-mode';

export interface BuilderTitleProps {
  name: string;
  onName: (name: string) => void;
  nameLabel: string;
  namePlaceholder: string;
  /** Back link text (to the chart list); not shown in embedded mode or a dashboard's sidebar. */
  backLabel: string;
  /** Badges after the name (status, builder kind). */
  badges?: ReactNode;
  version: number | null;
  /** Why the name cannot be saved (shown under it), e.g. a blank name on 'Apply changes'. */
  nameError?: string | null | undefined;
}

/** The left part of both builders' headers: back link, editable chart name, badges, version. */
export function BuilderTitle(props: BuilderTitleProps) {
  const { embedded, inSidebar = false } = useBuilderMode();
  // Embedded or in a dashboard's sidebar, the way back is closing the sidebar, not the chart list.
  const backLink = !embedded && !inSidebar;
  return (
    <div style={{ minWidth: 0, flex: 1 }}>
      {backLink && (
        <Anchor component={Link} to="/charts" size="sm" c="dimmed" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {props.backLabel}
          </Group>
        </Anchor>
      )}
      <Group gap="sm" wrap="nowrap" mt={backLink ? 4 : 0}>
        <TextInput
          variant="unstyled"
          aria-label={props.nameLabel}
          placeholder={props.namePlaceholder}
          value={props.name}
          onChange={(e) => props.onName(e.currentTarget.value)}
          error={props.nameError ?? undefined}
          aria-invalid={props.nameError ? true : undefined}
          styles={{
            input: { fontSize: 24, fontWeight: 650, letterSpacing: '-0.01em', height: 40 },
          }}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="chart-name"
        />
        {props.badges}
        {props.version !== null && (
          <Text size="sm" c="dimmed" ff="monospace" data-testid="chart-version">
            v{props.version}
          </Text>
        )}
      </Group>
    </div>
  );
}
