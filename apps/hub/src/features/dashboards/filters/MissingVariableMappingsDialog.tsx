import type { AnyDashboardFilter, ChartRow } from '@chartroom/core';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import type { VariableFilterRef } from './variable-mapping';

export interface MissingVariableMappingsDialogProps {
  /** The chart variables no dashboard filter took by name (null: closed). */
  unmapped: VariableFilterRef[] | null;
  filters: readonly AnyDashboardFilter[];
  charts: ReadonlyMap<string, ChartRow>;
  onCancel: () => void;
  onApply: (choices: { ref: VariableFilterRef; filterId: string | null }[]) => void;
}

const refKey = (ref: VariableFilterRef) => `${ref.chartId}/${ref.filterId}`;

/**
 * 'Missing variable filter mappings' (filters-and-rendering.md §2): each chart variable without a
 * dashboard filter of its name gets a dashboard filter to set it; 'Apply mappings' and Cancel.
 */
export function MissingVariableMappingsDialog(props: MissingVariableMappingsDialogProps) {
  const { t } = useHubTranslation();
  const [choices, setChoices] = useState<Record<string, string | null>>({});
  useEffect(() => setChoices({}), [props.unmapped]);
  const data = props.filters.map((f) => ({ value: f.id, label: f.displayName || f.id }));
  return (
    <Modal
      opened={props.unmapped !== null}
      onClose={props.onCancel}
      title={<Text fw={650}>{t('filterAuthoring.mappingTitle')}</Text>}
      centered
      data-testid="variable-mappings-dialog"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('filterAuthoring.mappingText')}
        </Text>
        {(props.unmapped ?? []).map((ref) => (
          <Select
            key={refKey(ref)}
            label={`${props.charts.get(ref.chartId)?.name ?? ref.chartId} · {{${ref.variableName}}}`}
            placeholder={t('filterAuthoring.mappingNone')}
            data={data}
            value={choices[refKey(ref)] ?? null}
            onChange={(value) => setChoices((c) => ({ ...c, [refKey(ref)]: value }))}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid={`variable-mapping-${ref.variableName}`}
          />
        ))}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel} data-testid="variable-mappings-cancel">
            {t('filterAuthoring.cancel')}
          </Button>
          <Button
            onClick={() =>
              props.onApply(
                (props.unmapped ?? []).map((ref) => ({
                  ref,
                  filterId: choices[refKey(ref)] ?? null,
                })),
              )
            }
            data-testid="variable-mappings-apply"
          >
            {t('filterAuthoring.mappingApply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
