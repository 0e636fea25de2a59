import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

/** A value shown in full (monospace, wrapping) with a copy button. */
export function CopyField({ value, testId }: { value: string; testId?: string }) {
  const { t } = useHubTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code
        block
        data-testid={testId}
        style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {value}
      </Code>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('settings.copied') : t('settings.copy')} withArrow>
            <ActionIcon
              variant="light"
              color={copied ? 'teal' : 'gray'}
              size={36}
              onClick={copy}
              aria-label={t('settings.copy')}
              data-testid={testId ? `${testId}-copy` : undefined}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
