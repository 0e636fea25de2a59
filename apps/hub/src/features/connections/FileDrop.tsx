import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCloudUpload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { formatBytes, UPLOAD_ACCEPT } from './upload-file';

export interface FileDropProps {
  file: File | null;
  error?: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** Drop a file or click to choose one (.csv, .parquet); a real file input underneath. */
export function FileDrop({ file, error, disabled, onFile }: FileDropProps) {
  const { t, i18n } = useHubTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  }

  const border = error
    ? 'var(--mantine-color-error)'
    : over
      ? 'var(--mantine-color-violet-filled)'
      : 'var(--mantine-color-default-border)';

  return (
    <Stack gap={4}>
      <UnstyledButton
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        disabled={disabled}
        aria-label={t('connections.upload.choose')}
        p="lg"
        style={{
          border: `1.5px dashed ${border}`,
          borderRadius: 'var(--mantine-radius-md)',
          background: over
            ? 'var(--mantine-color-violet-light)'
            : 'var(--mantine-color-default-hover)',
          transition: 'background 120ms, border-color 120ms',
        }}
      >
        {file ? (
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="orange" size={42} radius="md">
              <IconFileSpreadsheet size={22} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} truncate>
                {file.name}
              </Text>
              <Text size="sm" c="dimmed">
                {formatBytes(file.size, i18n.language)} · {t('connections.upload.replace')}
              </Text>
            </Stack>
          </Group>
        ) : (
          <Stack align="center" gap={6} py="md">
            <ThemeIcon variant="light" size={48} radius="xl">
              <IconCloudUpload size={26} stroke={1.5} />
            </ThemeIcon>
            <Text fw={600}>{t('connections.upload.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('connections.upload.limits')}
            </Text>
          </Stack>
        )}
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        disabled={disabled}
        data-testid="upload-input"
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0];
          if (chosen) onFile(chosen);
          e.currentTarget.value = '';
        }}
      />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
