import { ActionIcon, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { addPrompt, promptsChanged, removePrompt } from './prompt-list';
import { ListCount, ListDialogFooter, useListDialogSave } from './ListDialogParts';

export interface GoldenPromptsDialogProps {
  dashboardId: string;
  saved: readonly string[];
  onClose: () => void;
}

/**
 * Golden Prompts (dashboards.md §2): add by Enter or the plus button (trimmed, empty ignored),
 * remove, Apply saves (`/dashboard/update-golden-prompts`) and updates the dashboard's row.
 */
export function GoldenPromptsDialog({ dashboardId, saved, onClose }: GoldenPromptsDialogProps) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const [prompts, setPrompts] = useState<string[]>(() => [...saved]);
  const [text, setText] = useState('');
  const save = useListDialogSave(
    dashboardId,
    (list: string[]) => client.updateGoldenPrompts({ dashboardId, prompts: list }),
    onClose,
  );
  const add = () => {
    setPrompts((list) => addPrompt(list, text));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };

  return (
    <Modal
      opened
      onClose={save.isPending ? () => undefined : onClose}
      centered
      radius="md"
      size="lg"
      title={<Text fw={600}>{t('dashboardSettings.prompts.title')}</Text>}
      data-testid="golden-prompts-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('dashboardSettings.prompts.hint')}
        </Text>
        <TextInput
          label={t('dashboardSettings.prompts.inputLabel')}
          placeholder={t('dashboardSettings.prompts.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={2000}
          data-autofocus
          data-testid="golden-prompt-input"
          rightSection={
            <Tooltip label={t('dashboardSettings.prompts.add')} withArrow>
              <ActionIcon
                variant="subtle"
                onClick={add}
                aria-label={t('dashboardSettings.prompts.add')}
                data-testid="golden-prompt-add"
              >
                <IconPlus size={16} />
              </ActionIcon>
            </Tooltip>
          }
        />
        <Group justify="space-between">
          <ListCount testId="golden-prompt-count">
            {t('dashboardSettings.prompts.count', { count: prompts.length })}
          </ListCount>
        </Group>
        {prompts.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md" data-testid="golden-prompts-empty">
            {t('dashboardSettings.prompts.empty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {prompts.map((prompt, index) => (
              <Group
                key={`${index}:${prompt}`}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                px="sm"
                py={6}
                data-testid="golden-prompt"
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-md)',
                }}
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {prompt}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => setPrompts((list) => removePrompt(list, index))}
                  aria-label={t('dashboardSettings.prompts.remove', { prompt })}
                  data-testid="golden-prompt-remove"
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <ListDialogFooter
          failure={save.isError ? t('dashboardSettings.prompts.failed') : null}
          busy={save.isPending}
          onCancel={onClose}
          applyLabel={t('dashboardSettings.prompts.apply')}
          onApply={() => save.mutate(prompts)}
          applyDisabled={!promptsChanged(saved, prompts)}
          applyTestId="golden-prompts-apply"
        />
      </Stack>
    </Modal>
  );
}
