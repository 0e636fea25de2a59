import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';

export interface RefineModelDialogProps {
  opened: boolean;
  /** Closes the dialog (Cancel, Escape, or after Apply settled). */
  onClose: () => void;
  /** Stores the trimmed example question; the dialog closes when it settles. */
  onApply: (prompt: string) => Promise<unknown>;
  saving: boolean;
}

/**
 * 'Refine your AI model' (charts.md §2): an example question that should generate this chart.
 * Apply is disabled while the text is blank (§5); Ctrl/Cmd+Enter applies, Escape cancels.
 */
export function RefineModelDialog({ opened, onClose, onApply, saving }: RefineModelDialogProps) {
  const { t } = useHubTranslation();
  const [prompt, setPrompt] = useState('');
  const blank = prompt.trim() === '';

  const close = () => {
    setPrompt('');
    onClose();
  };
  const apply = async () => {
    if (blank || saving) return;
    await onApply(prompt.trim());
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void apply();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!saving) close();
      }}
      title={t('goldenCharts.refine.title')}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      centered
      size="lg"
      data-testid="refine-model-dialog"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('goldenCharts.refine.description')}
        </Text>
        <Textarea
          label={t('goldenCharts.refine.label')}
          placeholder={t('goldenCharts.refine.placeholder')}
          description={t('goldenCharts.refine.shortcut')}
          value={prompt}
          onChange={(event) => setPrompt(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={10_000}
          data-autofocus
          data-testid="refine-model-prompt"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={saving} data-testid="refine-cancel">
            {t('goldenCharts.refine.cancel')}
          </Button>
          <Button
            onClick={() => void apply()}
            disabled={blank}
            loading={saving}
            data-testid="refine-apply"
          >
            {t('goldenCharts.refine.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
