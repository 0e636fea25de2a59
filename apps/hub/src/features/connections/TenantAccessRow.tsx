import type { TableTenantState } from '@chartroom/client';
import { Autocomplete, Badge, Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconEyeOff,
  IconKey,
  IconShieldLock,
  IconSparkles,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import classes from './tenant-access.module.css';
import { CHOSEN_STATES, type AccessRow, type RowProblem } from './tenant-access-draft';

const STATE_ICONS: Record<TableTenantState, ReactNode> = {
  scoped: <IconShieldLock size={16} color="var(--mantine-color-teal-6)" />,
  shared: <IconUsersGroup size={16} color="var(--mantine-color-blue-6)" />,
  hidden: <IconEyeOff size={16} color="var(--mantine-color-gray-6)" />,
  unclassified: <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" />,
};

const stateOf = (value: string | null) => CHOSEN_STATES.find((state) => state === value);

export interface TenantAccessRowProps {
  row: AccessRow;
  columns: string[];
  payloadKeys: string[];
  problem: RowProblem | undefined;
  /** Show the row's problem (after a save was tried). */
  showProblem: boolean;
  onState: (state: TableTenantState) => void;
  onScope: (next: { column?: string; payloadKey?: string }) => void;
  onAcceptProposal: () => void;
}

/** One table: its name, its access for tenants and, when scoped, tenant column ← payload key. */
export function TenantAccessRow({
  row,
  columns,
  payloadKeys,
  problem,
  showProblem,
  onState,
  onScope,
  onAcceptProposal,
}: TenantAccessRowProps) {
  const { t } = useHubTranslation();
  const k = 'connections.tenantAccess';
  const testId = `access-row-${row.table}`;
  const stateOptions = CHOSEN_STATES.map((state) => ({
    value: state,
    label: t(`${k}.states.${state}`),
  }));
  // A saved column the schema no longer lists stays choosable (and visible).
  const columnOptions =
    row.column && !columns.includes(row.column) ? [row.column, ...columns] : columns;
  const columnError =
    showProblem && problem === 'columnRequired' ? t(`${k}.problems.columnRequired`) : undefined;
  const keyError =
    showProblem && problem === 'payloadKeyRequired'
      ? t(`${k}.problems.payloadKeyRequired`)
      : undefined;

  let filter: ReactNode;
  if (row.state === 'scoped') {
    filter = (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Select
          style={{ flex: 1, minWidth: 0 }}
          size="sm"
          searchable
          data={columnOptions}
          value={row.column || null}
          placeholder={t(`${k}.column`)}
          aria-label={t(`${k}.columnLabel`, { table: row.table })}
          nothingFoundMessage={t(`${k}.noMatch`)}
          error={columnError}
          onChange={(column) => onScope({ column: column ?? '' })}
          comboboxProps={{ withinPortal: true }}
          data-testid={`${testId}-column`}
        />
        <Text className={classes.equals} aria-hidden>
          =
        </Text>
        <Autocomplete
          style={{ flex: 1, minWidth: 0 }}
          size="sm"
          data={payloadKeys}
          value={row.payloadKey}
          placeholder={t(`${k}.payloadKey`)}
          aria-label={t(`${k}.payloadKeyLabel`, { table: row.table })}
          error={keyError}
          leftSection={<IconKey size={14} />}
          onChange={(payloadKey) => onScope({ payloadKey })}
          comboboxProps={{ withinPortal: true }}
          data-testid={`${testId}-payload-key`}
        />
      </Group>
    );
  } else if (row.state === 'unclassified') {
    filter = row.proposal ? (
      <Button
        variant="light"
        color="teal"
        size="compact-sm"
        leftSection={<IconSparkles size={14} />}
        title={t(`${k}.suggestHint`, { table: row.table, ...row.proposal })}
        onClick={onAcceptProposal}
        data-testid={`${testId}-suggest`}
      >
        {t(`${k}.suggest`, { column: row.proposal.column })}
      </Button>
    ) : (
      <Text size="sm" c="dimmed" pt={6}>
        {t(`${k}.stateHints.unclassified`)}
      </Text>
    );
  } else {
    filter = (
      <Text size="sm" c="dimmed" pt={6}>
        {t(`${k}.stateHints.${row.state}`)}
      </Text>
    );
  }

  return (
    <Box
      className={`${classes.grid} ${classes.row}`}
      data-testid={testId}
      data-state={row.state}
      data-changed={row.changed}
    >
      <Stack gap={6} pt={6} style={{ minWidth: 0 }}>
        <Group gap={8} wrap="nowrap">
          {STATE_ICONS[row.state]}
          <Text className={classes.tableName}>{row.table}</Text>
          {row.changed && (
            <Badge size="xs" variant="light" color="violet" radius="sm" tt="none">
              {t(`${k}.changed`)}
            </Badge>
          )}
        </Group>
        {row.state === 'unclassified' && (
          <Badge
            variant="light"
            color="orange"
            radius="sm"
            tt="none"
            w="fit-content"
            maw="100%"
            leftSection={<IconAlertTriangle size={12} />}
            data-testid={`${testId}-refused`}
          >
            {t(`${k}.notAvailable`)}
          </Badge>
        )}
      </Stack>
      <Select
        size="sm"
        data={stateOptions}
        value={row.state === 'unclassified' ? null : row.state}
        placeholder={t(`${k}.statePlaceholder`)}
        aria-label={t(`${k}.stateLabel`, { table: row.table })}
        allowDeselect={false}
        leftSection={STATE_ICONS[row.state]}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            {STATE_ICONS[stateOf(option.value) ?? 'unclassified']}
            <div>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed">
                {t(`${k}.stateHints.${option.value}`)}
              </Text>
            </div>
          </Group>
        )}
        onChange={(value) => {
          const state = stateOf(value);
          if (state) onState(state);
        }}
        comboboxProps={{ withinPortal: true }}
        styles={
          row.state === 'unclassified'
            ? { input: { borderColor: 'var(--mantine-color-orange-5)' } }
            : undefined
        }
        data-testid={`${testId}-state`}
      />
      <Box className={classes.filterCell}>{filter}</Box>
    </Box>
  );
}
