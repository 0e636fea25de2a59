import type { OutputColumn, Series } from '@chartroom/core';
import { ActionIcon, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconRefresh } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { MESSAGES, type ConfigAction } from './chart-config-reducer';
import { ColorSelect } from './ColorSelect';
import { ColumnSelect } from './ColumnSelect';

export interface SegmentSectionProps {
  series: Series;
  columns: readonly OutputColumn[];
  dispatch: (action: ConfigAction) => void;
  /** Segment names of the latest chart data, for 'Reset segments'. */
  segmentNames: readonly string[] | undefined;
  segmentByError: string | undefined;
}

/** 'Segment data' on the first series: segment-by column, segment list with colours, reset. */
export function SegmentSection(props: SegmentSectionProps) {
  const { series, columns, dispatch, segmentNames, segmentByError } = props;
  const { t } = useHubTranslation();
  const segment = series.segmentConfig;
  const enabled = segment?.segmentSeries === true;
  // The data answered for the segment-by column and found no segment (charts.md §5).
  const noSegments =
    !!segment?.segmentBy && segment.segments.length === 0 && segmentNames?.length === 0;
  return (
    <Stack gap="xs" data-testid="segment-section">
      <Switch
        label={t('chartBuilder.build.segmentData')}
        checked={enabled}
        onChange={(e) => dispatch({ type: 'setSegmentation', enabled: e.currentTarget.checked })}
        data-testid="segment-toggle"
      />
      {enabled && (
        <Stack gap="xs" pl="lg">
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <ColumnSelect
              style={{ flex: 1 }}
              label={t('chartBuilder.build.segmentBy')}
              columns={columns.filter((c) => c.columnName !== series.column)}
              value={segment?.segmentBy ?? null}
              onChange={(column) => dispatch({ type: 'setSegmentBy', column })}
              error={segmentByError}
              data-testid="segment-by"
            />
            <Button
              mt={25}
              variant="default"
              leftSection={<IconRefresh size={14} />}
              onClick={() => dispatch({ type: 'resetSegments', names: segmentNames ?? [] })}
              disabled={!segment?.segmentBy}
              data-testid="reset-segments"
            >
              {t('chartBuilder.build.resetSegments')}
            </Button>
          </Group>
          {noSegments && (
            <Text size="sm" c="red" data-testid="no-segments">
              {MESSAGES.noSegments}
            </Text>
          )}
          {segment && segment.segments.length > 0 && (
            <Paper withBorder radius="md" p="xs" data-testid="segment-list">
              <Stack gap={4}>
                {segment.segments.map((s, i) => (
                  <Group key={s.name} gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ flex: 1 }} truncate>
                      {s.name}
                    </Text>
                    <ColorSelect
                      size="xs"
                      w={130}
                      aria-label={t('chartBuilder.build.color')}
                      value={s.color ?? null}
                      onChange={(color) => dispatch({ type: 'setSegmentColor', index: i, color })}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={i === 0}
                      aria-label={t('chartBuilder.build.moveUp', { name: s.name })}
                      onClick={() => dispatch({ type: 'moveSegment', from: i, to: i - 1 })}
                    >
                      <IconArrowUp size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={i === segment.segments.length - 1}
                      aria-label={t('chartBuilder.build.moveDown', { name: s.name })}
                      onClick={() => dispatch({ type: 'moveSegment', from: i, to: i + 1 })}
                    >
                      <IconArrowDown size={14} />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            </Paper>
          )}
        </Stack>
      )}
    </Stack>
  );
}
