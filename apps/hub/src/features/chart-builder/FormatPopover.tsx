import { DEFAULT_FORMAT_LOCALE, type FormatConfig } from '@chartroom/core';
import { formatNumber } from '@chartroom/ui';
import {
  Button,
  Group,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconNumber } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import {
  applyFormatDraft,
  formatDraftOf,
  NO_FORMAT_CONFIG,
  type FormatDraft,
} from './format-draft';

export interface FormatPopoverProps {
  value: FormatConfig | undefined;
  onApply: (formatConfig: FormatConfig | undefined) => void;
}

const EXAMPLE_VALUE = 1234.5;

/** Label override, locale, prefix, suffix and number/date options as JSON, with Apply. */
export function FormatPopover({ value, onApply }: FormatPopoverProps) {
  const { t } = useHubTranslation();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<FormatDraft>(() => formatDraftOf(value));
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setDraft(formatDraftOf(value));
    setError(null);
    setOpened(true);
  };
  const set = (patch: Partial<FormatDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const apply = () => {
    const result = applyFormatDraft(draft);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onApply(result.formatConfig);
    setOpened(false);
  };
  const preview = applyFormatDraft(draft);
  const empty = preview.ok && preview.formatConfig === undefined;
  const field = (key: keyof FormatDraft, testId: string, placeholder?: string) => (
    <TextInput
      size="xs"
      label={t(`chartBuilder.format.${key}`)}
      placeholder={placeholder}
      value={draft[key]}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
      data-testid={testId}
    />
  );
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={380}
      position="bottom-start"
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconNumber size={15} />}
          onClick={() => (opened ? setOpened(false) : open())}
          data-testid="format-open"
        >
          {t('chartBuilder.format.open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="format-popover">
        <Stack gap="xs">
          {field('formatLabel', 'format-label')}
          <SimpleGrid cols={3} spacing="xs">
            {field('formatLocale', 'format-locale', DEFAULT_FORMAT_LOCALE)}
            {field('formatPrefix', 'format-prefix', '$')}
            {field('formatSuffix', 'format-suffix', '%')}
          </SimpleGrid>
          <Textarea
            size="xs"
            label={t('chartBuilder.format.formatConfig')}
            description={t('chartBuilder.format.formatConfigHint')}
            placeholder={"{'style': 'currency', 'currency': 'USD'}"}
            autosize
            minRows={2}
            value={draft.formatConfig}
            onChange={(e) => set({ formatConfig: e.currentTarget.value })}
            error={error}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="format-json"
          />
          {empty ? (
            <Text size="xs" c="dimmed" data-testid="format-empty">
              {NO_FORMAT_CONFIG}
            </Text>
          ) : (
            preview.ok && (
              <Text size="xs" c="dimmed" data-testid="format-example">
                {t('chartBuilder.format.example', {
                  value: formatNumber(EXAMPLE_VALUE, preview.formatConfig),
                })}
              </Text>
            )
          )}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('chartBuilder.format.cancel')}
            </Button>
            <Button size="xs" onClick={apply} data-testid="format-apply">
              {t('chartBuilder.format.apply')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
