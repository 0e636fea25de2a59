import type { ColumnType, FormatConfig } from '@chartroom/core';
import { ActionIcon, Button, Group, Popover, Select, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useUiTranslation } from '../i18n/i18n';
import { DATE_FORMAT_PRESETS, decimalsJson, decimalsOf } from './table-state';

export interface ColumnEditorProps {
  column: string;
  type: ColumnType | undefined;
  /** Saved display name ('' when none). */
  name: string;
  format: FormatConfig | undefined;
  onApply: (name: string, format: FormatConfig | null) => void;
  onMove: (delta: number) => void;
}

/** Edit mode: a pencil in the column header opening a popover for its name, format and place. */
export function ColumnEditor({ column, type, name, format, onApply, onMove }: ColumnEditorProps) {
  const { t } = useUiTranslation();
  const [opened, setOpened] = useState(false);
  const [draftName, setDraftName] = useState(name);
  const [prefix, setPrefix] = useState(format?.formatPrefix ?? '');
  const [suffix, setSuffix] = useState(format?.formatSuffix ?? '');
  const [decimals, setDecimals] = useState(decimalsOf(format));
  const [dateJson, setDateJson] = useState(format?.formatConfig ?? '');
  const isDate = type === 'date';

  const open = () => {
    setDraftName(name);
    setPrefix(format?.formatPrefix ?? '');
    setSuffix(format?.formatSuffix ?? '');
    setDecimals(decimalsOf(format));
    setDateJson(format?.formatConfig ?? '');
    setOpened(true);
  };
  const apply = () => {
    const json = isDate ? dateJson : decimalsJson(decimals);
    const next: FormatConfig = {
      ...format,
      ...(json ? { formatConfig: json } : { formatConfig: undefined }),
      ...(isDate ? {} : { formatPrefix: prefix || undefined, formatSuffix: suffix || undefined }),
    };
    const empty =
      !next.formatConfig && !next.formatPrefix && !next.formatSuffix && !next.formatLocale;
    onApply(draftName.trim(), empty ? null : next);
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xs"
          aria-label={t('columnEditor.edit', { column })}
          onClick={(e) => {
            e.stopPropagation();
            if (opened) setOpened(false);
            else open();
          }}
        >
          <IconPencil size={12} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown onClick={(e) => e.stopPropagation()}>
        <Stack gap={6} w={220}>
          <TextInput
            size="xs"
            label={t('columnEditor.name')}
            placeholder={column}
            value={draftName}
            onChange={(e) => setDraftName(e.currentTarget.value)}
          />
          {isDate ? (
            <Select
              size="xs"
              label={t('columnEditor.dateFormat')}
              data={DATE_FORMAT_PRESETS.map((p) => ({ value: p.json, label: t(p.key) }))}
              value={dateJson}
              onChange={(v) => setDateJson(v ?? '')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          ) : (
            type === 'number' && (
              <>
                <Select
                  size="xs"
                  label={t('columnEditor.decimals')}
                  data={[
                    { value: '', label: t('columnEditor.decimalsAuto') },
                    ...['0', '1', '2'].map((d) => ({ value: d, label: d })),
                  ]}
                  value={decimals}
                  onChange={(v) => setDecimals(v ?? '')}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: false }}
                />
                <Group gap={6} grow>
                  <TextInput
                    size="xs"
                    label={t('columnEditor.prefix')}
                    value={prefix}
                    onChange={(e) => setPrefix(e.currentTarget.value)}
                  />
                  <TextInput
                    size="xs"
                    label={t('columnEditor.suffix')}
                    value={suffix}
                    onChange={(e) => setSuffix(e.currentTarget.value)}
                  />
                </Group>
              </>
            )
          )}
          <Group gap={4} justify="space-between" mt={4}>
            <Group gap={2}>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('columnEditor.moveLeft')}
                onClick={() => onMove(-1)}
              >
                <IconArrowLeft size={14} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('columnEditor.moveRight')}
                onClick={() => onMove(1)}
              >
                <IconArrowRight size={14} />
              </ActionIcon>
            </Group>
            <Button size="compact-xs" onClick={apply}>
              {t('columnEditor.apply')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
