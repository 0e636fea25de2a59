import { Badge, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconCircleCheck,
  IconCircleDashed,
  IconCopy,
  IconDeviceFloppy,
  IconEyeOff,
  IconWorldUpload,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import {
  SaveAndAddToDashboard,
  type SaveAndAddToDashboardProps,
} from '../chart-library/SaveAndAddToDashboard';
import { useBuilderMode } from './builder-mode';
import { footerActions } from './builder-mode-rules';
import type { ActionStatus } from './use-chart-actions';

export interface BuilderFooterProps {
  unsaved: boolean;
  savedId: string | null;
  published: boolean;
  apply: ActionStatus;
  onApply: () => void;
  duplicate: ActionStatus;
  onDuplicate: () => void;
  publish: ActionStatus;
  onPublish: () => void;
  /** 'Save and add to dashboard' (shown when the builder was opened from a dashboard). */
  saveAndAdd?: SaveAndAddToDashboardProps;
  /** The 'Refine model' action (AI charts); never shown in embedded mode (charts.md §6). */
  refineModel?: ReactNode;
}

/**
 * The editing footer: unsaved flag, 'Apply changes', 'Duplicate chart', 'Publish' / 'Convert to
 * draft' and the 'Refine model' slot. Embedded mode hides Publish, Convert to draft and Refine
 * model; filter-edit-only mode hides Apply changes and Duplicate (charts.md §6).
 */
export function BuilderFooter(props: BuilderFooterProps) {
  const { t } = useHubTranslation();
  const shown = footerActions(useBuilderMode());
  const { unsaved, savedId, published, apply, duplicate, publish } = props;
  const applyLabel =
    apply === 'done'
      ? t('chartBuilder.footer.applied')
      : apply === 'error'
        ? t('chartBuilder.footer.applyError')
        : t('chartBuilder.footer.apply');
  const noChart = savedId === null;
  return (
    <Paper
      withBorder
      radius={0}
      px="lg"
      py="sm"
      data-testid="builder-footer"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 5,
        marginInline: 'calc(var(--mantine-spacing-lg) * -1)',
        marginBottom: 'calc(var(--mantine-spacing-lg) * -1)',
        borderLeft: 0,
        borderRight: 0,
        borderBottom: 0,
        boxShadow: '0 -4px 16px rgba(15, 23, 42, 0.06)',
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        {unsaved ? (
          <Group gap={6} data-testid="unsaved-flag">
            <IconAlertCircle size={16} color="var(--mantine-color-orange-filled)" />
            <Text size="sm" fw={500} c="orange.8">
              {t('chartBuilder.footer.unsaved')}
            </Text>
          </Group>
        ) : noChart ? (
          <Group gap={6} data-testid="new-chart-flag">
            <IconCircleDashed size={16} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('chartBuilder.footer.notSavedYet')}
            </Text>
          </Group>
        ) : (
          <Group gap={6} data-testid="saved-flag">
            <IconCircleCheck size={16} color="var(--mantine-color-teal-filled)" />
            <Text size="sm" c="dimmed">
              {t('chartBuilder.footer.saved')}
            </Text>
          </Group>
        )}
        <Group gap="xs" wrap="wrap" justify="flex-end" ml="auto">
          {props.saveAndAdd && <SaveAndAddToDashboard {...props.saveAndAdd} />}
          {shown.refineModel && props.refineModel}
          {shown.duplicate && (
            <Tooltip label={t('chartBuilder.footer.needsSave')} disabled={!noChart} withArrow>
              <Button
                variant="default"
                leftSection={<IconCopy size={15} />}
                onClick={props.onDuplicate}
                loading={duplicate === 'busy'}
                disabled={noChart}
                data-testid="duplicate-chart"
              >
                {t('chartBuilder.footer.duplicate')}
              </Button>
            </Tooltip>
          )}
          {shown.publish && (
            <Tooltip label={t('chartBuilder.footer.needsSave')} disabled={!noChart} withArrow>
              <Button
                variant="default"
                color={publish === 'error' ? 'red' : undefined}
                leftSection={
                  publish === 'error' ? (
                    <IconX size={15} />
                  ) : published ? (
                    <IconEyeOff size={15} />
                  ) : (
                    <IconWorldUpload size={15} />
                  )
                }
                onClick={props.onPublish}
                loading={publish === 'busy'}
                disabled={noChart}
                data-testid="publish-chart"
              >
                {publish === 'error'
                  ? t('chartBuilder.footer.publishFailed')
                  : published
                    ? t('chartBuilder.footer.unpublish')
                    : t('chartBuilder.footer.publish')}
              </Button>
            </Tooltip>
          )}
          {shown.apply && (
            <Button
              color={apply === 'error' ? 'red' : apply === 'done' ? 'teal' : undefined}
              leftSection={
                apply === 'done' ? (
                  <IconCheck size={15} />
                ) : apply === 'error' ? (
                  <IconX size={15} />
                ) : (
                  <IconDeviceFloppy size={15} />
                )
              }
              onClick={props.onApply}
              loading={apply === 'busy'}
              data-testid="apply-changes"
              data-status={apply}
            >
              {applyLabel}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** 'Published' / 'Draft' badge of the header. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useHubTranslation();
  return (
    <Badge
      variant="light"
      color={published ? 'teal' : 'gray'}
      radius="sm"
      data-testid="chart-status"
    >
      {published ? t('list.published') : t('list.draft')}
    </Badge>
  );
}
