import { ActionIcon, Box, CopyButton, ScrollArea, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { lineCount } from './deploy-snippets';

/** Code view line height (dashboards.md §2: the height is measured in lines of 19 px). */
export const CODE_LINE_PX = 19;
const PADDING_PX = 12;

export interface CodeViewProps {
  code: string;
  /** At most this many lines show; the rest scrolls. */
  maxLines?: number;
  testId: string;
}

/** Read-only code, as many lines of 19 px high as it has (up to `maxLines`), with a copy button. */
export function CodeView({ code, maxLines = 24, testId }: CodeViewProps) {
  const { t } = useHubTranslation();
  const lines = Math.min(lineCount(code), maxLines);
  return (
    <Box pos="relative" data-testid={testId} data-lines={lines}>
      <ScrollArea
        h={lines * CODE_LINE_PX + 2 * PADDING_PX}
        type="auto"
        // Thin scrollbars over the code's padding: they take no line's room.
        scrollbarSize={8}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Box
          component="pre"
          m={0}
          p={PADDING_PX}
          pr={48}
          ff="monospace"
          fz={13}
          lh={`${CODE_LINE_PX}px`}
          tabIndex={0}
          aria-label={testId}
          data-testid={`${testId}-code`}
          style={{ whiteSpace: 'pre', tabSize: 2 }}
        >
          {code}
        </Box>
      </ScrollArea>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip
            label={copied ? t('dashboardExport.deploy.copied') : t('dashboardExport.deploy.copy')}
            withArrow
          >
            <ActionIcon
              pos="absolute"
              top={8}
              right={8}
              variant="default"
              color={copied ? 'teal' : 'gray'}
              size={32}
              onClick={copy}
              aria-label={t('dashboardExport.deploy.copy')}
              data-testid={`${testId}-copy`}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Box>
  );
}
