import type { ConnectionAdmin, TenantAccessAnswer } from '@chartroom/client';
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconRefresh,
  IconSearch,
  IconSparkles,
  IconTableOff,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ErrorBox } from './ErrorBox';
import classes from './tenant-access.module.css';
import {
  NO_EDITS,
  acceptAllProposals,
  acceptProposal,
  accessBody,
  accessRows,
  chooseState,
  columnsOf,
  effectiveMode,
  isDirty,
  removeUnknown,
  rowProblems,
  setScope,
  stateCounts,
  unknownEntries,
  type TenantAccessEdits,
} from './tenant-access-draft';
import { TenantAccessRow } from './TenantAccessRow';
import { TenantModePicker } from './TenantModePicker';
import { UnknownTablesAlert } from './UnknownTablesAlert';
import { useConnectionSchema } from './use-connections';
import { useRefreshTenantAccess, useSaveTenantAccess, useTenantAccess } from './use-tenant-access';

const K = 'connections.tenantAccess';
/** Above this many tables the list gets a search field. */
const SEARCH_FROM = 8;

export interface TenantAccessSectionProps {
  connection: ConnectionAdmin;
}

function SectionSkeleton() {
  return (
    <Stack gap="md" data-testid="tenant-access-loading">
      <Skeleton h={120} radius="md" />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={36} radius="sm" />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** A connection's Tenant access tab: its mode and every table's state for tenants. */
export function TenantAccessSection({ connection }: TenantAccessSectionProps) {
  const access = useTenantAccess(connection.id);
  const refresh = useRefreshTenantAccess(connection.id);
  if (access.isPending) return <SectionSkeleton />;
  if (access.isError) {
    return (
      <ErrorBox
        error={access.error}
        onRetry={() => refresh.mutate()}
        testId="tenant-access-error"
      />
    );
  }
  return (
    <TenantAccessEditor
      connection={connection}
      answer={access.data}
      onRefresh={() => refresh.mutate()}
      refreshing={refresh.isPending}
      refreshError={refresh.error}
    />
  );
}

interface EditorProps {
  connection: ConnectionAdmin;
  answer: TenantAccessAnswer;
  onRefresh: () => void;
  refreshing: boolean;
  refreshError: Error | null;
}

type Show = 'all' | 'unclassified';

function TenantAccessEditor({
  connection,
  answer,
  onRefresh,
  refreshing,
  refreshError,
}: EditorProps) {
  const { t } = useHubTranslation();
  const schema = useConnectionSchema(connection.id);
  const save = useSaveTenantAccess(connection.id);
  const [edits, setEdits] = useState<TenantAccessEdits>(NO_EDITS);
  const [showProblems, setShowProblems] = useState(false);
  const [search, setSearch] = useState('');
  const [show, setShow] = useState<Show>('all');

  const rows = useMemo(() => accessRows(answer, edits), [answer, edits]);
  const counts = stateCounts(rows);
  const unknown = unknownEntries(connection, answer, edits);
  const mode = effectiveMode(answer, edits);
  const scoped = mode === 'scoped';
  const problems = rowProblems(rows);
  const problemCount = scoped ? Object.keys(problems).length : 0;
  const dirty = isDirty(connection, answer, edits);
  const changeCount =
    rows.filter((row) => row.changed).length +
    edits.removedUnknown.length +
    (mode !== answer.tenantMode ? 1 : 0) +
    ((edits.tenantStrict ?? connection.tenantStrict) !== connection.tenantStrict ? 1 : 0);
  const withProposal = rows.filter((row) => row.state === 'unclassified' && row.proposal);
  const classified = counts.scoped + counts.shared + counts.hidden;

  const needle = search.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      (show === 'all' || row.state === 'unclassified' || row.changed) &&
      (needle === '' || row.table.toLowerCase().includes(needle)),
  );

  function submit() {
    if (problemCount > 0) {
      setShowProblems(true);
      return;
    }
    save.mutate(accessBody(connection, answer, edits), {
      onSuccess: (saved) => {
        setEdits(NO_EDITS);
        setShowProblems(false);
        notifications.show({ color: 'teal', title: t(`${K}.saved`), message: saved.name });
      },
    });
  }

  function discard() {
    setEdits(NO_EDITS);
    setShowProblems(false);
    save.reset();
  }

  return (
    <Stack gap="md" data-testid="tenant-access" data-mode={mode}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <div>
            <Title order={2} fz={17} fw={650}>
              {t(`${K}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              {t(`${K}.description`)}
            </Text>
          </div>
          <TenantModePicker value={mode} onChange={(next) => setEdits({ ...edits, mode: next })} />
          {scoped && (
            <Switch
              label={t(`${K}.strict`)}
              description={t(`${K}.strictHint`)}
              checked={edits.tenantStrict ?? connection.tenantStrict}
              onChange={(e) => setEdits({ ...edits, tenantStrict: e.currentTarget.checked })}
              data-testid="tenant-access-strict"
            />
          )}
        </Stack>
      </Paper>

      {!scoped && (
        <Alert
          color="gray"
          variant="light"
          radius="md"
          icon={<IconInfoCircle size={18} />}
          data-testid="tenant-access-open-note"
        >
          {t(`${K}.openNote`)}
          {classified > 0 && ` ${t(`${K}.classificationKept`, { count: classified })}`}
        </Alert>
      )}

      {scoped && (
        <UnknownTablesAlert
          entries={unknown}
          onRemove={(table) => setEdits(removeUnknown(edits, table))}
        />
      )}

      {scoped && (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Stack gap="sm" p="md">
            <Group justify="space-between" gap="sm">
              <Group gap="xs" wrap="nowrap">
                {counts.unclassified > 0 ? (
                  <IconAlertTriangle size={18} color="var(--mantine-color-orange-6)" />
                ) : (
                  <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" />
                )}
                <Text size="sm" fw={600} data-testid="tenant-access-summary">
                  {counts.unclassified > 0
                    ? t(`${K}.unclassifiedCount`, { count: counts.unclassified })
                    : t(`${K}.allClassified`)}
                </Text>
              </Group>
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconRefresh size={14} />}
                loading={refreshing}
                onClick={onRefresh}
                data-testid="tenant-access-refresh"
              >
                {t(`${K}.refresh`)}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t(`${K}.summary`, counts)}
              {counts.unclassified > 0 && ` · ${t(`${K}.unclassifiedHint`)}`}
            </Text>
            {withProposal.length > 1 && (
              <Button
                variant="light"
                color="teal"
                size="compact-sm"
                w="fit-content"
                leftSection={<IconSparkles size={14} />}
                onClick={() => setEdits(acceptAllProposals(edits, rows))}
                data-testid="tenant-access-suggest-all"
              >
                {t(`${K}.suggestAll`, { count: withProposal.length })}
              </Button>
            )}
            {refreshError && <ErrorBox error={refreshError} testId="tenant-access-refresh-error" />}
            {rows.length > 0 && (counts.unclassified > 0 || rows.length > SEARCH_FROM) && (
              <Group gap="sm" wrap="wrap">
                {rows.length > SEARCH_FROM && (
                  <TextInput
                    size="sm"
                    style={{ flex: '1 1 220px' }}
                    leftSection={<IconSearch size={14} />}
                    placeholder={t(`${K}.search`)}
                    aria-label={t(`${K}.search`)}
                    value={search}
                    onChange={(e) => setSearch(e.currentTarget.value)}
                  />
                )}
                {counts.unclassified > 0 && (
                  <SegmentedControl
                    size="xs"
                    value={show}
                    onChange={(value) => setShow(value === 'unclassified' ? 'unclassified' : 'all')}
                    aria-label={t(`${K}.filterLabel`)}
                    data={[
                      { value: 'all', label: `${t(`${K}.filterAll`)} (${rows.length})` },
                      {
                        value: 'unclassified',
                        label: `${t(`${K}.states.unclassified`)} (${counts.unclassified})`,
                      },
                    ]}
                    data-testid="tenant-access-show"
                  />
                )}
              </Group>
            )}
          </Stack>

          {rows.length === 0 ? (
            <Center p="xl" data-testid="tenant-access-empty">
              <Stack align="center" gap="xs" maw={440} ta="center">
                <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                  <IconTableOff size={24} stroke={1.5} />
                </ThemeIcon>
                <Text fw={600}>{t(`${K}.noTablesTitle`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`${K}.noTablesText`)}
                </Text>
              </Stack>
            </Center>
          ) : (
            <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Box className={`${classes.grid} ${classes.head}`} aria-hidden>
                <span>{t(`${K}.head.table`)}</span>
                <span>{t(`${K}.head.access`)}</span>
                <span>{t(`${K}.head.filter`)}</span>
              </Box>
              {shown.length === 0 && (
                <Text size="sm" c="dimmed" p="md">
                  {t(`${K}.noMatch`)}
                </Text>
              )}
              {shown.map((row) => (
                <TenantAccessRow
                  key={row.table}
                  row={row}
                  columns={columnsOf(schema.data?.tables, row.table)}
                  payloadKeys={answer.payloadKeys}
                  problem={problems[row.table]}
                  showProblem={showProblems}
                  onState={(state) => setEdits(chooseState(edits, row, state))}
                  onScope={(next) => setEdits(setScope(edits, row, next))}
                  onAcceptProposal={() => setEdits(acceptProposal(edits, row))}
                />
              ))}
            </Box>
          )}
        </Paper>
      )}

      {save.error && (
        <Alert
          color="red"
          variant="light"
          radius="md"
          icon={<IconAlertTriangle size={18} />}
          title={t(`${K}.saveFailed`)}
          data-testid="tenant-access-save-error"
          styles={{ message: { wordBreak: 'break-word' } }}
        >
          {save.error.message}
        </Alert>
      )}

      <Group
        className={classes.saveBar}
        data-dirty={dirty}
        justify="space-between"
        gap="sm"
        wrap="wrap"
      >
        <Text
          size="sm"
          c={showProblems && problemCount > 0 ? 'red' : dirty ? undefined : 'dimmed'}
          fw={dirty ? 500 : undefined}
          data-testid="tenant-access-status"
          role="status"
        >
          {showProblems && problemCount > 0
            ? t(`${K}.fixProblems`, { count: problemCount })
            : dirty
              ? t(`${K}.unsaved`, { count: Math.max(changeCount, 1) })
              : t(`${K}.noChanges`)}
        </Text>
        <Group gap="xs" ml="auto">
          <Button
            variant="subtle"
            color="gray"
            disabled={!dirty || save.isPending}
            onClick={discard}
            data-testid="tenant-access-discard"
          >
            {t(`${K}.discard`)}
          </Button>
          <Button
            disabled={!dirty}
            loading={save.isPending}
            onClick={submit}
            data-testid="tenant-access-save"
          >
            {t(`${K}.save`)}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
